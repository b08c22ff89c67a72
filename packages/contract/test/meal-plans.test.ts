import { describe, expect, it } from 'vitest';
import {
  isOffTarget,
  itemTotals,
  mealPlanInputSchema,
  offTargetReasonsOf,
  parseMealPaste,
  sumTotals,
  userShoppingListQuerySchema,
} from '../src/index.js';

const target = { calories: 2000, protein: 150 };

describe('the off-target rule', () => {
  it('holds calories within 5% either side as on target, exactly 5% included', () => {
    expect(isOffTarget({ calories: 2100, protein: 150 }, target)).toBe(false);
    expect(isOffTarget({ calories: 1900, protein: 150 }, target)).toBe(false);
    expect(offTargetReasonsOf({ calories: 2100.1, protein: 150 }, target)).toEqual(['calories_high']);
    expect(offTargetReasonsOf({ calories: 1899.9, protein: 150 }, target)).toEqual(['calories_low']);
  });

  it('flags protein only when more than 10 g under; over is never off target', () => {
    expect(isOffTarget({ calories: 2000, protein: 140 }, target)).toBe(false);
    expect(offTargetReasonsOf({ calories: 2000, protein: 139.9 }, target)).toEqual(['protein_low']);
    expect(isOffTarget({ calories: 2000, protein: 260 }, target)).toBe(false);
  });

  it('names every reason at once', () => {
    expect(offTargetReasonsOf({ calories: 1500, protein: 100 }, target)).toEqual([
      'calories_low',
      'protein_low',
    ]);
  });
});

describe('day totals', () => {
  it('scales a recipe by its servings and adds the items, a missing macro counting 0', () => {
    const oats = itemTotals({ calories: 350, protein: 12.5, carbs: 60, fat: 7 }, 2);
    const bowl = itemTotals({ calories: 520, protein: 40, carbs: null, fat: 14.2 }, 1.5);
    expect(oats).toEqual({ calories: 700, protein: 25, carbs: 120, fat: 14, fibre: null });
    expect(bowl).toEqual({ calories: 780, protein: 60, carbs: 0, fat: 21.3, fibre: null });
    expect(sumTotals([oats, bowl])).toEqual({
      calories: 1480,
      protein: 85,
      carbs: 120,
      fat: 35.3,
      fibre: null,
    });
  });

  it('adds fibre when any item gives it', () => {
    const total = sumTotals([
      itemTotals({ calories: 100, protein: 1, carbs: 1, fat: 1, fibre: 4 }, 2),
      itemTotals({ calories: 100, protein: 1, carbs: 1, fat: 1 }, 1),
    ]);
    expect(total.fibre).toBe(8);
  });
});

describe('the plan input', () => {
  it('defaults a day to any profile and rounds servings to two decimals', () => {
    const values = mealPlanInputSchema.parse({
      name: ' Cut week ',
      days: [
        {
          name: 'Training day A',
          meals: [{ name: 'Breakfast', items: [{ recipe_id: 1, servings: '1.333' }] }],
        },
      ],
    });
    expect(values.name).toBe('Cut week');
    expect(values.days[0]!.meant_for).toBe('any');
    expect(values.days[0]!.meals[0]!.items[0]!.servings).toBe(1.33);
  });

  it('refuses servings under a quarter or an unknown profile', () => {
    expect(
      mealPlanInputSchema.safeParse({
        name: 'x',
        days: [{ name: 'd', meals: [{ name: 'm', items: [{ recipe_id: 1, servings: 0 }] }] }],
      }).success,
    ).toBe(false);
    expect(
      mealPlanInputSchema.safeParse({ name: 'x', days: [{ name: 'd', meant_for: 'cheat' }] }).success,
    ).toBe(false);
  });
});

describe('pasting a day', () => {
  it('reads headings and recipes with their servings in the usual ways', () => {
    const lines = parseMealPaste(
      'Breakfast\n2 x Overnight oats\n\nLunch:\nChicken rice bowl 1.5\n- Greek yogurt x2\nDinner\nSalmon (0.5)\nApple\n3/4 serving of Trail mix',
    );
    expect(
      lines.map((line) => [line.line, line.kind, line.name, 'servings' in line ? line.servings : null]),
    ).toEqual([
      [1, 'meal', 'Breakfast', null],
      [2, 'item', 'Overnight oats', 2],
      [4, 'meal', 'Lunch', null],
      [5, 'item', 'Chicken rice bowl', 1.5],
      [6, 'item', 'Greek yogurt', 2],
      [7, 'meal', 'Dinner', null],
      [8, 'item', 'Salmon', 0.5],
      [9, 'item', 'Apple', 1],
      [10, 'item', 'Trail mix', 0.75],
    ]);
  });

  it('keeps a word ending in x as part of the name and refuses impossible servings', () => {
    const [box, zero] = parseMealPaste('Lunch box 2\nOats x 0');
    expect(box).toMatchObject({ kind: 'item', name: 'Lunch box', servings: 2 });
    expect(zero).toMatchObject({ kind: 'invalid', name: 'Oats' });
  });
});

describe('the user shopping list range', () => {
  it('refuses a range that ends before it starts or runs past 62 days', () => {
    expect(userShoppingListQuerySchema.safeParse({ from: '2026-01-10', to: '2026-01-09' }).success).toBe(
      false,
    );
    expect(userShoppingListQuerySchema.safeParse({ from: '2026-01-01', to: '2026-03-05' }).success).toBe(
      false,
    );
    expect(userShoppingListQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-07' }).success).toBe(
      true,
    );
  });
});
