import { describe, expect, it } from 'vitest';
import { formatQuantity, parseIngredientList } from './recipe-ingredient-paste';

describe('parseIngredientList', () => {
  it('reads the issue examples into a name, an amount and one of our units', () => {
    const text = ['2 cups rolled oats', '1 1/2 tbsp honey', '½ tsp salt', '3 eggs', 'salt to taste'].join(
      '\n',
    );
    expect(parseIngredientList(text)).toEqual([
      { kind: 'item', source: '2 cups rolled oats', name: 'rolled oats', amount: '2', unit: 'cup' },
      { kind: 'item', source: '1 1/2 tbsp honey', name: 'honey', amount: '1.5', unit: 'tbsp' },
      { kind: 'item', source: '½ tsp salt', name: 'salt', amount: '0.5', unit: 'tsp' },
      { kind: 'item', source: '3 eggs', name: 'eggs', amount: '3', unit: 'None' },
      { kind: 'item', source: 'salt to taste', name: 'salt', amount: 'to taste', unit: 'None' },
    ]);
  });

  it('maps every unit spelling of ours', () => {
    const text = [
      '200g chicken breast',
      '250 ml milk',
      '1 lb ground beef',
      '4 ounces cheddar',
      '2 T sugar',
      '1 teaspoon vanilla',
    ].join('\n');
    expect(
      parseIngredientList(text).map((line) =>
        line.kind === 'item' ? [line.amount, line.unit, line.name] : null,
      ),
    ).toEqual([
      ['200', 'g', 'chicken breast'],
      ['250', 'ml', 'milk'],
      ['1', 'lb', 'ground beef'],
      ['4', 'oz', 'cheddar'],
      ['2', 'tbsp', 'sugar'],
      ['1', 'tsp', 'vanilla'],
    ]);
  });

  it('keeps units it cannot map as typed in the amount, and sizes in the name', () => {
    const lines = parseIngredientList('1 kg potatoes\n2 cloves garlic\n1-2 cups spinach\n2 large eggs');
    expect(lines).toEqual([
      expect.objectContaining({ name: 'potatoes', amount: '1 kg', unit: 'None' }),
      expect.objectContaining({ name: 'garlic', amount: '2 cloves', unit: 'None' }),
      expect.objectContaining({ name: 'spinach', amount: '1-2 cups', unit: 'None' }),
      expect.objectContaining({ name: 'large eggs', amount: '2', unit: 'None' }),
    ]);
  });

  it('leaves the amount empty for a line without a quantity, and skips blank lines', () => {
    expect(parseIngredientList('\nfresh basil leaves\n\n')).toEqual([
      { kind: 'item', source: 'fresh basil leaves', name: 'fresh basil leaves', amount: '', unit: 'g' },
    ]);
  });

  it('returns group headers as headings', () => {
    expect(parseIngredientList('For the dressing:\n2 tbsp olive oil')).toEqual([
      { kind: 'heading', source: 'For the dressing:', name: 'Dressing' },
      expect.objectContaining({ name: 'olive oil', amount: '2', unit: 'tbsp' }),
    ]);
  });

  it('writes quantities in at most 5 characters', () => {
    expect(formatQuantity(1 / 3)).toBe('0.333');
    expect(formatQuantity(12.3456)).toBe('12.35');
    expect(formatQuantity(1234.56)).toBe('1235');
  });
});
