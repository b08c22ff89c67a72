import type { MealPlan, MealPlanDay } from '@coachboard/contract';

export const createMealPlanDay = (overrides: Partial<MealPlanDay> = {}): MealPlanDay => ({
  id: 11,
  position: 0,
  name: 'Training day A',
  meant_for: 'training',
  meals: [
    {
      id: 21,
      name: 'Breakfast',
      items: [
        {
          id: 31,
          recipe_id: 1,
          recipe_name: 'Overnight oats',
          servings: 2,
          totals: { calories: 700, protein: 25, carbs: 120, fat: 14, fibre: null },
        },
      ],
    },
  ],
  totals: { calories: 700, protein: 25, carbs: 120, fat: 14, fibre: null },
  target: null,
  off_target: null,
  off_target_reasons: [],
  ...overrides,
});

export const createMealPlan = (overrides: Partial<MealPlan> = {}): MealPlan => ({
  id: 7,
  name: 'Lean gain',
  description: null,
  day_count: 1,
  assigned_users: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  days: [createMealPlanDay()],
  ...overrides,
});
