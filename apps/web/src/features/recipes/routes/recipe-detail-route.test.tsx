import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { readRecentRecords } from '@/lib/recent-records';
import { renderWithRouter } from '@/test/render-with-router';
import { createRecipe } from '../testing/recipe-factories';
import { Component as RecipeDetailRoute } from './recipe-detail-route';

const renderDetail = (recipe: Recipe | null, url = `/admin/nutrition/${recipe?.id ?? 5}`) => {
  const api = mockApi({
    [`GET /api/recipes/${recipe?.id ?? 5}`]: () =>
      recipe ? envelope(recipe) : errorResponse(404, 'Recipe not found'),
  });
  return { api, ...renderWithRouter(<RecipeDetailRoute />, { path: '/admin/nutrition/:id', url }) };
};

const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  return within(heading.closest('.rounded-2xl') as HTMLElement);
};

describe('recipe detail', { timeout: 15_000 }, () => {
  it('shows the name, nutrition, ingredients by section, numbered steps and the recipe information', async () => {
    renderDetail(
      createRecipe({
        id: 5,
        name: 'Chicken Burrito Bowl',
        description: 'Lime chicken over rice.',
        calories: 661,
        protein: 48.8,
        carbs: null,
        ingredients: [
          { section: 'Chicken', items: [{ name: 'chicken breast', amount: '300 g' }] },
          {
            section: 'Bowl',
            items: [
              { name: 'black beans', amount: '200 g' },
              { name: 'salsa', amount: 'to taste' },
            ],
          },
        ],
        directions: 'STEP 1. Grill the chicken.\nSTEP 2. Build the bowls.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Chicken Burrito Bowl' })).toBeInTheDocument();
    expect(screen.getByText('Lime chicken over rice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute('href', '/admin/nutrition');
    expect(screen.getByRole('button', { name: 'Edit Recipe' })).toBeInTheDocument();

    const nutrition = card('Nutrition Information');
    expect(nutrition.getByText('661 kcal')).toBeInTheDocument();
    expect(nutrition.getByText('48.8 g')).toBeInTheDocument();
    expect(nutrition.getByText('-')).toBeInTheDocument();

    const ingredients = card('Ingredients');
    expect(
      within(ingredients.getByRole('region', { name: 'Bowl' })).getByText('black beans'),
    ).toBeInTheDocument();
    expect(ingredients.getByText('300 g')).toBeInTheDocument();

    const steps = card('Cooking Directions').getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Grill the chicken.',
      '2Step 2: Build the bowls.',
    ]);

    const info = card('Recipe Information');
    expect(info.getByText('#5')).toBeInTheDocument();
    expect(info.getByText('Mar 3, 2026, 5:07 PM')).toBeInTheDocument();
    expect(info.getByText('Ingredient Sections').nextSibling).toHaveTextContent('2');
  });

  it('shows plain directions as written, the fallback when there are none, and no ingredients card when empty', async () => {
    renderDetail(createRecipe({ id: 5, ingredients: [], directions: null }));
    expect(await screen.findByText('No cooking directions provided for this recipe.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients' })).not.toBeInTheDocument();
  });

  it('offers the Upload Image placeholder and refuses a wrong file type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = renderDetail(createRecipe({ id: 5 }));
    expect(await screen.findByRole('button', { name: /Upload Image/ })).toHaveTextContent(
      'Click to upload JPG, JPEG, or PNG (max 20MB)',
    );
    await user.upload(
      screen.getByLabelText('Recipe image file'),
      new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
    );
    expect(
      await screen.findByText('Please upload a valid image file (JPG, JPEG, or PNG)'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers Change image and Delete image over an existing image, asking before deleting', async () => {
    const user = userEvent.setup();
    const recipe = createRecipe({ id: 5, recipe_image: { id: 9, full_path: '/uploads/recipes/x.png' } });
    const { api } = renderDetail(recipe);
    expect(await screen.findByRole('img', { name: recipe.name })).toHaveAttribute(
      'src',
      '/uploads/recipes/x.png',
    );
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Image' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('says "Recipe not found" for a missing recipe', async () => {
    renderDetail(null);
    expect(await screen.findByText('Recipe not found')).toBeInTheDocument();
  });

  it('puts the recipe first among the recently opened records, and a missing one not at all', async () => {
    renderDetail(createRecipe({ id: 5, name: 'Chicken Burrito Bowl', calories: 661 }));
    expect(await screen.findByRole('heading', { name: 'Chicken Burrito Bowl' })).toBeInTheDocument();
    expect(readRecentRecords()).toEqual([
      {
        kind: 'recipes',
        id: 5,
        title: 'Chicken Burrito Bowl',
        subtitle: '661 kcal',
        path: '/admin/nutrition/5',
      },
    ]);
  });
});
