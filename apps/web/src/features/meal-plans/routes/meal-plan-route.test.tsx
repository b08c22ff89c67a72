import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mealPlanMessages } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createMealPlan } from '../testing/meal-plan-factories';
import { Component as MealPlanRoute } from './meal-plan-route';

const template = {
  id: 3,
  name: 'Fits day A',
  description: null,
  mode: 'every_day',
  every_day: { calories: 1000, protein: 50, carbs: 100, fat: 30, fibre: null },
  training_day: null,
  rest_day: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const renderEditor = () => {
  const plan = createMealPlan();
  const api = mockApi({
    'GET /api/meal-plans/7': () => envelope(plan),
    'GET /api/meal-plans/7/assignments': () => envelope([]),
    'GET /api/nutrition-templates': () => envelope(paginatorOf([template])),
    'GET /api/recipes/search': () =>
      envelope(
        paginatorOf([
          {
            id: 2,
            name: 'Chicken rice bowl',
            calories: 520,
            protein: 40,
            carbs: 50,
            fat: 14,
            description: null,
            ingredients: [],
            directions: null,
            recipe_image: null,
            created_at: '2026-11-01T10:00:00.000Z',
            updated_at: '2026-11-01T10:00:00.000Z',
          },
        ]),
      ),
    'PUT /api/meal-plans/7': () => envelope(plan),
  });
  renderWithRouter(<MealPlanRoute />, { path: '/admin/meal-plans/:id', url: '/admin/meal-plans/7' });
  return api;
};

describe('the meal plan editor', { timeout: 20_000 }, () => {
  it('says plans are suggestions, totals a day live and badges it against the chosen target', async () => {
    const api = renderEditor();
    expect(await screen.findByRole('heading', { name: 'Lean gain' })).toBeInTheDocument();
    expect(screen.getAllByText(mealPlanMessages.suggestionNotice).length).toBeGreaterThan(0);
    const day = screen.getByRole('region', { name: 'Training day A' });
    expect(within(day).getByText(mealPlanMessages.noTargets)).toBeInTheDocument();
    expect(within(day).getByRole('row', { name: /Calories 700 kcal/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Hold days to'), 'template:3');
    // 700 kcal against 1,000: more than 5% under.
    expect(await within(day).findByText(mealPlanMessages.offTarget)).toBeInTheDocument();

    await user.click(within(day).getByRole('button', { name: 'Add recipe to Breakfast' }));
    await user.click(await within(day).findByRole('button', { name: 'Add Chicken rice bowl to Breakfast' }));
    // 700 + 520 = 1,220: 22% over, still off; protein 65 g is on.
    expect(within(day).getByRole('row', { name: /Calories 1,220 kcal 1,000 kcal/ })).toBeInTheDocument();
    const servings = within(day).getByLabelText('Servings of Chicken rice bowl in Breakfast');
    await user.clear(servings);
    await user.type(servings, '0.5');
    // 700 + 260 = 960 kcal, within 5%; protein 25 + 20 = 45 g, 5 g under.
    expect(await within(day).findByText(mealPlanMessages.onTarget)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const [put] = api.callsTo('PUT', '/api/meal-plans/7');
    expect(put?.body).toMatchObject({
      days: [
        {
          id: 11,
          meals: [
            {
              name: 'Breakfast',
              items: [
                { recipe_id: 1, servings: 2 },
                { recipe_id: 2, servings: 0.5 },
              ],
            },
          ],
        },
      ],
      expected_updated_at: '2026-11-01T10:00:00.000Z',
    });
  });
});
