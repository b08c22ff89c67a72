import type { Locator, Page } from '@playwright/test';
import type { Recipe, RecipeInput } from '@coachboard/contract';
import type { ApiClient } from '../../fixtures/api-client';

export const recipesList = (page: Page) => ({
  addButton: page.getByRole('button', { name: 'Add Recipe' }),
  searchBox: page.getByRole('searchbox', { name: 'Search recipes' }),
  row: (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }),
});

export const searchRecipes = async (page: Page, term: string) => {
  const list = recipesList(page);
  await list.searchBox.fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(`Showing search results for "${term}"`).waitFor();
};

/** The create/edit modal's fields. */
export const recipeForm = (dialog: Locator) => ({
  name: dialog.getByLabel('Recipe Name'),
  calories: dialog.getByLabel('Calories'),
  protein: dialog.getByLabel('Protein (g)'),
  carbs: dialog.getByLabel('Carbs (g)'),
  fat: dialog.getByLabel('Fat (g)'),
  description: dialog.getByLabel('Description'),
  directions: dialog.getByLabel('Cooking Directions'),
  sectionName: (position: number) => dialog.getByLabel(`Section ${position} name`),
  section: (position: number) => dialog.getByRole('list', { name: `Ingredients of section ${position}` }),
});

export const createRecipeViaApi = (api: ApiClient, input: RecipeInput) => api.post<Recipe>('recipes', input);
export const getRecipeViaApi = (api: ApiClient, id: number) => api.get<Recipe>(`recipes/${id}`);
