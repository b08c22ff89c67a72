import type { Locator, Page } from '@playwright/test';

/** Locators of the programs list screen (spec part 1 section 2 "Programs list"). */
export const programsList = (page: Page) => ({
  searchBox: page.getByRole('searchbox', { name: 'Search programs' }),
  searchButton: page.getByRole('main').getByRole('button', { name: 'Search', exact: true }),
  clearButton: page.getByRole('button', { name: 'Clear', exact: true }),
  addButton: page.getByRole('button', { name: 'Add Program' }),
  refreshButton: page.getByRole('button', { name: 'Refresh' }),
  row: (name: string) => page.getByRole('row').filter({ hasText: name }),
  searchResultsText: (term: string) => page.getByText(`Showing search results for "${term}"`),
});

/** Searches the list and waits for search mode. */
export const searchPrograms = async (page: Page, term: string) => {
  const list = programsList(page);
  await list.searchBox.fill(term);
  await list.searchButton.click();
  await list.searchResultsText(term).waitFor();
};

/** The Create/Edit Program modal's fields. */
export const programForm = (dialog: Locator) => ({
  name: dialog.getByLabel(/program name/i),
  type: dialog.getByLabel(/program type/i),
  difficulty: dialog.getByLabel(/difficulty/i),
  durationWeeks: dialog.getByLabel(/duration.*week/i),
  trainingDays: dialog.getByLabel(/days per week/i),
  workoutDuration: dialog.getByLabel(/workout duration/i),
  description: dialog.getByLabel(/description/i),
});
