import type { Page } from '@playwright/test';

/** Locators of the Trash page and the delete toast. */
export const trashPage = (page: Page) => ({
  menuLink: page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trash' }),
  searchBox: page.getByRole('searchbox', { name: 'Search the trash' }),
  typeFilter: page.getByRole('combobox', { name: 'Filter by type' }),
  row: (name: string) =>
    page.getByRole('table', { name: 'Trash' }).getByRole('row').filter({ hasText: name }),
});

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Searches the trash for a name and waits for the URL to hold it. */
export const searchTrash = async (page: Page, term: string) => {
  const trash = trashPage(page);
  await trash.searchBox.fill(term);
  await trash.searchBox.press('Enter');
  await page.waitForURL(/search=/);
};
