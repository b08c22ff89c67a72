import { describe, expect, it } from 'vitest';
import {
  formatCalories,
  formatGrams,
  recipeConfirmName,
  recipeInputSchema,
  recipeMessages,
  recipeSearchQuerySchema,
  truncateDescription,
  validateRecipeImage,
} from '../src/index.js';

const firstIssue = (input: unknown) => {
  const result = recipeInputSchema.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

const section = (items: unknown[], name = 'Main') => ({ section: name, items });

describe('recipeInputSchema', () => {
  it('trims text, drops blank optional text and keeps ingredient order', () => {
    const result = recipeInputSchema.parse({
      name: '  Overnight Oats ',
      description: '   ',
      directions: ' STEP 1. Mix. ',
      ingredients: [
        section(
          [
            { name: ' oats ', amount: ' 80 g ' },
            { name: 'milk', amount: '200 ml' },
          ],
          ' Base ',
        ),
        section([{ name: 'berries', amount: 'a handful' }], 'Topping'),
      ],
    });
    expect(result).toMatchObject({
      name: 'Overnight Oats',
      description: null,
      directions: 'STEP 1. Mix.',
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
    });
    expect(result.ingredients).toEqual([
      {
        section: 'Base',
        items: [
          { name: 'oats', amount: '80 g' },
          { name: 'milk', amount: '200 ml' },
        ],
      },
      { section: 'Topping', items: [{ name: 'berries', amount: 'a handful' }] },
    ]);
  });

  it('treats absent or null ingredients as an empty list', () => {
    expect(recipeInputSchema.parse({ name: 'A' }).ingredients).toEqual([]);
    expect(recipeInputSchema.parse({ name: 'A', ingredients: null }).ingredients).toEqual([]);
  });

  it('accepts macros as numbers or numeric text, rounded to the 0.1 step', () => {
    const result = recipeInputSchema.parse({
      name: 'A',
      calories: '450.26',
      protein: 30.04,
      carbs: 0,
      fat: '',
    });
    expect(result).toMatchObject({ calories: 450.3, protein: 30, carbs: 0, fat: null });
  });

  it.each([
    [{ name: '' }, 'name', recipeMessages.nameRequired],
    [{ name: '   ' }, 'name', recipeMessages.nameRequired],
    [{}, 'name', recipeMessages.nameRequired],
    [{ name: 'x'.repeat(256) }, 'name', recipeMessages.nameTooLong],
    [{ name: 'A', calories: -1 }, 'calories', recipeMessages.caloriesNegative],
    [{ name: 'A', protein: '-0.5' }, 'protein', recipeMessages.proteinNegative],
    [{ name: 'A', carbs: -3 }, 'carbs', recipeMessages.carbsNegative],
    [{ name: 'A', fat: -0.1 }, 'fat', recipeMessages.fatNegative],
    [{ name: 'A', calories: 'lots' }, 'calories', recipeMessages.caloriesNotNumber],
    [{ name: 'A', fat: 10_001 }, 'fat', recipeMessages.fatTooHigh],
    [{ name: 'A', description: 'x'.repeat(5001) }, 'description', recipeMessages.descriptionTooLong],
    [{ name: 'A', directions: 'x'.repeat(20_001) }, 'directions', recipeMessages.directionsTooLong],
    [
      { name: 'A', ingredients: [section([], ' ')] },
      'ingredients.0.section',
      recipeMessages.sectionNameRequired,
    ],
    [
      {
        name: 'A',
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
      { name: 'A', ingredients: [section([{ name: 'oats', amount: '  ' }])] },
      'ingredients.0.items.0.amount',
      recipeMessages.amountRequired,
    ],
    [
      { name: 'A', ingredients: [section([{ name: 'oats' }])] },
      'ingredients.0.items.0.amount',
      recipeMessages.amountRequired,
    ],
    [
      { name: 'A', ingredients: Array.from({ length: 21 }, () => section([])) },
      'ingredients',
      recipeMessages.tooManySections,
    ],
    [
      { name: 'A', ingredients: [section(Array.from({ length: 101 }, () => ({ name: 'x', amount: '1' })))] },
      'ingredients.0.items',
      recipeMessages.tooManyItems,
    ],
    [{ name: 'A', ingredients: 'oats' }, 'ingredients', recipeMessages.ingredientsInvalid],
  ])('refuses %o at %s with the message', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });
});

describe('recipeSearchQuerySchema', () => {
  it('defaults to page 1 and 15 a page, and treats an empty term as no term', () => {
    expect(recipeSearchQuerySchema.parse({ searchTerm: '' })).toEqual({
      searchTerm: undefined,
      page: 1,
      per_page: 15,
    });
    expect(recipeSearchQuerySchema.parse({ searchTerm: ' oats ', page: '3' })).toMatchObject({
      searchTerm: 'oats',
      page: 3,
    });
  });
});

describe('list display rules', () => {
  it('shows calories as N kcal, and a dash when empty or 0', () => {
    expect(formatCalories(420.5)).toBe('420.5 kcal');
    expect(formatCalories(0)).toBe('-');
    expect(formatCalories(null)).toBe('-');
  });

  it('shows grams, and a dash only when empty', () => {
    expect(formatGrams(12.5)).toBe('12.5g');
    expect(formatGrams(0)).toBe('0g');
    expect(formatGrams(null)).toBe('-');
  });

  it('cuts the description at 80 characters (or the given length) followed by ...', () => {
    const text = 'a'.repeat(120);
    expect(truncateDescription(text)).toBe(`${'a'.repeat(80)}...`);
    expect(truncateDescription(text, 100)).toBe(`${'a'.repeat(100)}...`);
    expect(truncateDescription('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncateDescription(null)).toBe('');
  });

  it('names the recipe in confirmations by its first 50 characters, or Untitled Recipe', () => {
    expect(recipeConfirmName('b'.repeat(70))).toBe('b'.repeat(50));
    expect(recipeConfirmName('  ')).toBe('Untitled Recipe');
    expect(recipeConfirmName(null)).toBe('Untitled Recipe');
  });
});

describe('validateRecipeImage', () => {
  it('accepts JPEG and PNG up to 20 MB', () => {
    expect(validateRecipeImage({ name: 'a.jpg', type: 'image/jpeg', size: 20_971_520 })).toBeNull();
    expect(validateRecipeImage({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files with the specification messages', () => {
    expect(validateRecipeImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Please upload a valid image file (JPG, JPEG, or PNG)',
    );
    expect(validateRecipeImage({ name: 'a.png', type: 'image/png', size: 20_971_521 })).toBe(
      'Image size must be less than 20MB',
    );
  });
});
