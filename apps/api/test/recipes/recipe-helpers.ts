import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Recipe, RecipeInput } from '@coachboard/contract';
import type { AuthHeader } from '../programs/program-helpers.js';

export const validRecipe = (overrides: Partial<RecipeInput> = {}): RecipeInput => ({
  name: 'Berry Overnight Oats',
  calories: 420,
  protein: 25.5,
  carbs: 60,
  fat: 9.2,
  description: 'Creamy oats soaked overnight.',
  ingredients: [
    {
      section: 'Oats',
      items: [
        { name: 'rolled oats', amount: '60 g' },
        { name: 'milk', amount: '180 ml' },
      ],
    },
    { section: 'Topping', items: [{ name: 'berries', amount: '80 g' }] },
  ],
  directions: 'STEP 1. Mix. STEP 2. Chill overnight.',
  ...overrides,
});

export const createRecipeViaApi = async (
  app: FastifyInstance,
  auth: AuthHeader,
  overrides: Partial<RecipeInput> = {},
): Promise<Recipe> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: auth,
    payload: validRecipe(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Recipe }>().data;
};
