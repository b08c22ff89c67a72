import { describe, expect, it } from 'vitest';
import { daysInputOf, heldDay, type DraftDay } from './plan-draft';

const day: DraftDay = {
  key: 'd',
  id: 4,
  name: 'Training day A',
  meant_for: 'training',
  meals: [
    {
      key: 'm',
      name: 'Breakfast',
      items: [
        {
          key: 'i',
          recipe_id: 1,
          recipe_name: 'Oats',
          servings: 2,
          macros: { calories: 350, protein: 12.5, carbs: 60, fat: 7 },
        },
      ],
    },
  ],
};

describe('the plan editor draft', () => {
  it('totals a day live and holds it to the target of its kind', () => {
    const target = { calories: 700, protein: 40, carbs: 100, fat: 20, fibre: null };
    const held = heldDay(day, { training: target, rest: null, any: null });
    expect(held.totals.calories).toBe(700);
    expect(held.reasons).toEqual(['protein_low']);
    expect(heldDay(day, null)).toMatchObject({ target: null, reasons: [] });
  });

  it('sends days with the ids they came with', () => {
    expect(daysInputOf([day])).toEqual([
      {
        id: 4,
        name: 'Training day A',
        meant_for: 'training',
        meals: [{ name: 'Breakfast', items: [{ recipe_id: 1, servings: 2 }] }],
      },
    ]);
  });
});
