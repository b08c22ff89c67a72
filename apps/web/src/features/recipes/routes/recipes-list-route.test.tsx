import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createRecipe } from '../testing/recipe-factories';
import { Component as RecipesListRoute } from './recipes-list-route';

const LIST = '/api/recipes';
const SEARCH = '/api/recipes/search';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const catalogue = Array.from({ length: 20 }, (_, index) =>
  createRecipe({ id: index + 1, name: `Recipe ${index + 1}` }),
);
const pageOf = (recipes: Recipe[], page: number) =>
  paginatorOf(recipes.slice((page - 1) * 15, page * 15), { page, perPage: 15, total: recipes.length });

const mockRecipes = (initial: Recipe[] = catalogue) => {
  let recipes = initial;
  const api = mockApi({
    [`GET ${LIST}`]: (call) => envelope(pageOf(recipes, Number(queryOf(call).get('page') ?? 1))),
    [`GET ${SEARCH}`]: (call) => {
      const term = (queryOf(call).get('searchTerm') ?? '').toLowerCase();
      const found = recipes.filter((recipe) => recipe.name.toLowerCase().includes(term));
      return envelope(pageOf(found, Number(queryOf(call).get('page') ?? 1)));
    },
    'DELETE /api/recipes/3': () => {
      recipes = recipes.filter((recipe) => recipe.id !== 3);
      return envelope({ id: 3 }, 'Recipe deleted successfully');
    },
  });
  return api;
};

const renderList = (url = '/admin/nutrition') =>
  renderWithRouter(<RecipesListRoute />, { path: '/admin/nutrition', url });
const table = async () => within(await screen.findByRole('table', { name: 'Recipes' }));

describe('recipe library list', { timeout: 15_000 }, () => {
  it('shows the title, columns, and each recipe with nutrition and a cut description', async () => {
    mockRecipes([
      createRecipe({
        id: 7,
        name: 'Teriyaki Salmon',
        calories: 625,
        protein: 40.4,
        carbs: null,
        fat: 0,
        description: 'x'.repeat(90),
        recipe_image: { id: 3, full_path: '/uploads/recipes/salmon.png' },
      }),
      createRecipe({ id: 8, name: 'Plain Toast', calories: 0, description: null }),
    ]);
    renderList();
    expect(screen.getByRole('heading', { name: 'Recipe Library' })).toBeInTheDocument();
    const headers = (await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    // The first column selects rows for a bulk delete; its header selects the page.
    expect(headers).toEqual(['', 'Recipe', 'Nutrition', 'Description', 'Actions']);
    expect((await table()).getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    expect((await table()).getByRole('checkbox', { name: 'Select Teriyaki Salmon' })).not.toBeChecked();
    const [salmon, toast] = (await table()).getAllByRole('row').slice(1);
    const salmonRow = within(salmon!);
    expect(salmonRow.getByRole('link', { name: 'Teriyaki Salmon' })).toHaveAttribute(
      'href',
      '/admin/nutrition/7',
    );
    expect(salmonRow.getByText('625 kcal')).toBeInTheDocument();
    expect(salmonRow.getByText('P: 40.4g')).toBeInTheDocument();
    expect(salmonRow.getByText('C: -')).toBeInTheDocument();
    expect(salmonRow.getByText('F: 0g')).toBeInTheDocument();
    expect(salmonRow.getByText(`${'x'.repeat(80)}...`)).toBeInTheDocument();
    expect(salmon!.querySelector('img')).toHaveAttribute('src', '/uploads/recipes/salmon.png');
    expect(salmonRow.getByRole('button', { name: 'Edit Teriyaki Salmon' })).toBeInTheDocument();
    expect(salmonRow.getByRole('button', { name: 'Delete Teriyaki Salmon' })).toBeInTheDocument();
    expect(within(toast!).getByText('-', { selector: 'span.font-semibold' })).toBeInTheDocument();
    expect(within(toast!).getByTestId('recipe-image-placeholder')).toBeInTheDocument();
  });

  it('says "No recipes yet" with its second line when the library is empty', async () => {
    mockRecipes([]);
    renderList();
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first recipe.')).toBeInTheDocument();
  });

  it('searches, shows the search note and the search empty state, and clears', async () => {
    const user = userEvent.setup();
    const api = mockRecipes();
    const { location } = renderList();
    await table();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search criteria or create a new recipe.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing search results for "nothing like it"')).toBeInTheDocument();
    expect(location()).toBe('/admin/nutrition?search=nothing+like+it');
    expect(queryOf(api.callsTo('GET', SEARCH).at(-1)!).get('per_page')).toBe('15');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Showing 1 to 15 of 20 recipes')).toBeInTheDocument();
    expect(location()).toBe('/admin/nutrition');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('asks before deleting, naming the recipe, and reloads the list', async () => {
    const user = userEvent.setup();
    const api = mockRecipes();
    renderList();
    await user.click((await table()).getByRole('button', { name: 'Delete Recipe 3' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete Recipe' }));
    expect(dialog.getByText(/Are you sure you want to delete this recipe\?/)).toBeInTheDocument();
    expect(dialog.getByText('Recipe 3')).toBeInTheDocument();
    const listCalls = api.callsTo('GET', LIST).length;
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 1 to 15 of 19 recipes')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST).length).toBeGreaterThan(listCalls);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows "Error loading recipes: ..." with the server message', async () => {
    mockApi({ [`GET ${LIST}`]: () => errorResponse(500, 'Database is asleep') });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading recipes: Database is asleep');
  });
});
