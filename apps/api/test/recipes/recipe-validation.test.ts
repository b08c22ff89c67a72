import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeMessages, type RecipeInput } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { createRecipeViaApi, validRecipe } from './recipe-helpers.js';

const section = (items: unknown[], name = 'Main') => ({ section: name, items });

describe('recipes: validation messages', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: undefined }, 'name', recipeMessages.nameRequired],
    ['a blank name', { name: '   ' }, 'name', recipeMessages.nameRequired],
    ['a long name', { name: 'x'.repeat(256) }, 'name', recipeMessages.nameTooLong],
    ['negative calories', { calories: -1 }, 'calories', recipeMessages.caloriesNegative],
    ['negative protein', { protein: -0.1 }, 'protein', recipeMessages.proteinNegative],
    ['negative carbs', { carbs: '-5' }, 'carbs', recipeMessages.carbsNegative],
    ['negative fat', { fat: -2 }, 'fat', recipeMessages.fatNegative],
    ['text calories', { calories: 'lots' }, 'calories', recipeMessages.caloriesNotNumber],
    ['huge calories', { calories: 100_001 }, 'calories', recipeMessages.caloriesTooHigh],
    [
      'a nameless section',
      { ingredients: [section([], ' ')] },
      'ingredients.0.section',
      recipeMessages.sectionNameRequired,
    ],
    [
      'a nameless ingredient',
      {
        ingredients: [
          section([
            { name: 'oats', amount: '1' },
            { name: '', amount: '2 g' },
          ]),
        ],
      },
      'ingredients.0.items.1.name',
      recipeMessages.ingredientNameRequired,
    ],
    [
      'an ingredient without amount',
      { ingredients: [section([]), section([{ name: 'oats', amount: ' ' }], 'Second')] },
      'ingredients.1.items.0.amount',
      recipeMessages.amountRequired,
    ],
    [
      'too many sections',
      { ingredients: Array.from({ length: 21 }, (_, i) => section([], `S${i}`)) },
      'ingredients',
      recipeMessages.tooManySections,
    ],
    [
      'too many items',
      { ingredients: [section(Array.from({ length: 101 }, () => ({ name: 'x', amount: '1' })))] },
      'ingredients.0.items',
      recipeMessages.tooManyItems,
    ],
    [
      'a long description',
      { description: 'x'.repeat(5001) },
      'description',
      recipeMessages.descriptionTooLong,
    ],
    ['long directions', { directions: 'x'.repeat(20_001) }, 'directions', recipeMessages.directionsTooLong],
  ];

  it.each(cases)(
    'refuses %s on create with 422 and the message',
    async (_label, override, field, message) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: admin,
        payload: { ...validRecipe(), ...override },
      });
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json<{ success: false; message: string; errors: Record<string, string[]> }>();
      expect(body.success).toBe(false);
      expect(body.errors[field]).toContain(message);
    },
  );

  it('refuses the same on update and leaves the recipe as it was', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      headers: admin,
      payload: { ...validRecipe(), name: '', fat: -1 } satisfies RecipeInput,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: [recipeMessages.nameRequired],
      fat: [recipeMessages.fatNegative],
    });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe.id}`, headers: admin });
    expect(after.json().data.name).toBe(recipe.name);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });
});
