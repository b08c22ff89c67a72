import { describe, expect, it } from 'vitest';
import { buildShoppingList } from '../../src/modules/meal-plans/shopping-list/build-shopping-list.js';
import { ingredientKey, readAmount } from '../../src/modules/meal-plans/shopping-list/ingredient-amount.js';

const recipe = (name: string, items: [string, string][], times = 1) => ({
  name,
  times,
  ingredients: [{ section: 'Main', items: items.map(([item, amount]) => ({ name: item, amount })) }],
});

const lineOf = (list: ReturnType<typeof buildShoppingList>, key: string) =>
  list.lines.filter((line) => line.key === key);

describe('the shopping list', () => {
  it('converts and adds amounts of one dimension: 200 g + 0.3 kg chicken = 500 g', () => {
    const list = buildShoppingList('t', [
      recipe('Chicken rice bowl', [['Chicken breast', '200 g']]),
      recipe('Chicken salad', [['chicken breast', '0.3 kg']]),
    ]);
    expect(lineOf(list, 'chicken breast')).toEqual([
      expect.objectContaining({ amount: 500, unit: 'g', not_added: false, unreadable: false }),
    ]);
    expect(list.flagged).toBe(0);
  });

  it('keeps amounts that do not convert apart and flags them: 1 cup + 50 g rice', () => {
    const list = buildShoppingList('t', [
      recipe('Rice bowl', [['Rice', '1 cup']]),
      recipe('Rice pudding', [['rice', '50 g']]),
    ]);
    const rice = lineOf(list, 'rice');
    expect(rice).toHaveLength(2);
    expect(rice.map((line) => [line.amount, line.unit, line.not_added])).toEqual(
      expect.arrayContaining([
        [1, 'cup', true],
        [50, 'g', true],
      ]),
    );
    expect(list.flagged).toBe(2);
  });

  it('matches names across case, plural and whitespace', () => {
    const list = buildShoppingList('t', [
      recipe('A', [['Cherry  Tomatoes', '100 g']]),
      recipe('B', [[' cherry tomato ', '50 g']]),
      recipe('C', [['Egg', '2']]),
      recipe('D', [['eggs', '3']]),
    ]);
    expect(lineOf(list, 'cherry tomato')).toEqual([expect.objectContaining({ amount: 150, unit: 'g' })]);
    expect(lineOf(list, 'egg')).toEqual([expect.objectContaining({ amount: 5, unit: null })]);
    expect(ingredientKey('  Rolled   OATS')).toBe('rolled oat');
  });

  it('keeps one written unit when every amount used it, and multiplies by servings', () => {
    const list = buildShoppingList('t', [
      recipe('Oats', [['Milk', '1 cup']], 2),
      recipe('Shake', [['milk', '1 1/2 cups']], 1),
      recipe('Soup', [['Olive oil', '1 tbsp']], 1),
      recipe('Dressing', [['olive oil', '1 tsp']], 3),
    ]);
    expect(lineOf(list, 'milk')).toEqual([expect.objectContaining({ amount: 3.5, unit: 'cups' })]);
    // 1 tbsp (15 ml) + 3 tsp (15 ml), by mathjs's definitions.
    expect(lineOf(list, 'olive oil')).toEqual([expect.objectContaining({ amount: 30, unit: 'ml' })]);
  });

  it('shows 1,000 g and more in kg, and adds units of their own only with themselves', () => {
    const list = buildShoppingList('t', [
      recipe(
        'A',
        [
          ['Potatoes', '800 g'],
          ['Garlic', '2 cloves'],
        ],
        1,
      ),
      recipe(
        'B',
        [
          ['potato', '0.5 kg'],
          ['garlic', '1 clove'],
        ],
        1,
      ),
    ]);
    expect(lineOf(list, 'potato')).toEqual([expect.objectContaining({ amount: 1.3, unit: 'kg' })]);
    expect(lineOf(list, 'garlic')).toEqual([
      expect.objectContaining({ amount: 3, unit: 'cloves', not_added: false }),
    ]);
  });

  it('never sums an amount it cannot read: the line stays as written, flagged', () => {
    const list = buildShoppingList('t', [
      recipe('A', [['Salt', 'a pinch']]),
      recipe('B', [['salt', '1 tsp']]),
    ]);
    const salt = lineOf(list, 'salt');
    expect(salt).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: null, unreadable: true, not_added: false }),
        expect.objectContaining({ amount: 1, unit: 'tsp', not_added: false }),
      ]),
    );
    expect(salt.find((line) => line.unreadable)!.sources).toEqual([
      { recipe: 'A', amount: 'a pinch', times: 1 },
    ]);
  });

  it('reads fractions, mixed numbers and unicode fractions', () => {
    expect(readAmount('3/4 cup')).toEqual({ quantity: 0.75, dimension: 'volume', unit: 'cup' });
    expect(readAmount('1 1/2 tbsp')).toEqual({ quantity: 1.5, dimension: 'volume', unit: 'tablespoon' });
    expect(readAmount('1½ lb')).toEqual({ quantity: 1.5, dimension: 'mass', unit: 'lb' });
    expect(readAmount('to taste')).toBeNull();
  });
});
