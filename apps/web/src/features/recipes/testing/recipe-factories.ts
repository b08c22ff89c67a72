import type { Recipe } from '@coachboard/contract';

export const createRecipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: 1,
  name: 'Berry Overnight Oats',
  calories: 420,
  description: 'Creamy oats soaked overnight.',
  protein: 25.5,
  carbs: 60,
  fat: 9.2,
  ingredients: [{ section: 'Oats', items: [{ name: 'rolled oats', amount: '60 g' }] }],
  directions: 'STEP 1. Mix. STEP 2. Chill.',
  recipe_image: null,
  created_at: '2026-03-03T17:07:00.000Z',
  updated_at: '2026-03-04T09:15:00.000Z',
  ...overrides,
});
