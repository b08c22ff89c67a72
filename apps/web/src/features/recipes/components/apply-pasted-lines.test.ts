import { describe, expect, it } from 'vitest';
import { parseIngredientList } from '@/domain/recipe-ingredient-paste';
import { applyPastedLines } from './apply-pasted-lines';
import { emptyIngredientSection } from './recipe-form-values';

describe('applyPastedLines', () => {
  it('fills the section, replacing its empty starter row', () => {
    const sections = [{ ...emptyIngredientSection(), section: 'Base' }];
    const result = applyPastedLines(sections, 0, parseIngredientList('2 cups rolled oats\n3 eggs'));
    expect(result).toEqual([
      {
        section: 'Base',
        items: [
          { name: 'rolled oats', amount: '2', unit: 'cup' },
          { name: 'eggs', amount: '3', unit: 'None' },
        ],
      },
    ]);
  });

  it('keeps existing items and starts a new section after it at each heading', () => {
    const sections = [
      { section: 'Salad', items: [{ name: 'lettuce', amount: '1', unit: 'None' as const }] },
      { section: 'To serve', items: [] },
    ];
    const result = applyPastedLines(
      sections,
      0,
      parseIngredientList('1 cucumber\nFor the dressing:\n2 tbsp olive oil'),
    );
    expect(result.map((section) => [section.section, section.items.map((item) => item.name)])).toEqual([
      ['Salad', ['lettuce', 'cucumber']],
      ['Dressing', ['olive oil']],
      ['To serve', []],
    ]);
  });
});
