import { describe, expect, it } from 'vitest';
import type { Recipe } from '@coachboard/contract';
import {
  recipeFormErrors,
  recipeFormValues,
  recipePayload,
  type RecipeFormValues,
} from './recipe-form-values';

const values = (overrides: Partial<RecipeFormValues> = {}): RecipeFormValues => ({
  ...recipeFormValues(),
  name: 'Oats',
  ...overrides,
});

const recipe: Recipe = {
  id: 4,
  name: 'Overnight Oats',
  calories: 420,
  description: null,
  protein: 25.5,
  carbs: null,
  fat: 0,
  ingredients: [
    {
      section: 'Base',
      items: [
        { name: 'oats', amount: '60 g' },
        { name: 'eggs', amount: '2' },
        { name: 'salt', amount: 'to taste' },
      ],
    },
  ],
  directions: 'STEP 1. Mix.',
  recipe_image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('recipeFormValues', () => {
  it('starts a new recipe empty', () => {
    expect(recipeFormValues()).toMatchObject({ name: '', calories: '', ingredients: [], directions: '' });
  });

  it('splits stored amounts into amount and unit for editing', () => {
    const form = recipeFormValues(recipe);
    expect(form).toMatchObject({ calories: '420', protein: '25.5', carbs: '', fat: '0', description: '' });
    expect(form.ingredients[0]?.items).toEqual([
      { name: 'oats', amount: '60', unit: 'g' },
      { name: 'eggs', amount: '2', unit: 'None' },
      { name: 'salt', amount: 'to taste', unit: 'None' },
    ]);
  });

  it('gives back the same payload for an unchanged recipe', () => {
    expect(recipePayload(recipeFormValues(recipe))).toEqual({
      name: 'Overnight Oats',
      calories: 420,
      protein: 25.5,
      fat: 0,
      ingredients: recipe.ingredients,
      directions: 'STEP 1. Mix.',
    });
  });
});

describe('recipePayload', () => {
  it('trims text and leaves out empty description, directions, macros and ingredients', () => {
    expect(
      recipePayload(values({ name: '  Oats ', description: '   ', directions: ' ', calories: ' ' })),
    ).toEqual({
      name: 'Oats',
    });
  });

  it('reads macros as decimals at the 0.1 step, falling back to 0', () => {
    expect(
      recipePayload(values({ calories: '350.26', protein: 'abc', carbs: '12', fat: '0' })),
    ).toMatchObject({
      calories: 350.3,
      protein: 0,
      carbs: 12,
      fat: 0,
    });
  });

  it('composes amounts: g by default, a bare number with None, non-numeric as typed', () => {
    const payload = recipePayload(
      values({
        ingredients: [
          {
            section: ' Main ',
            items: [
              { name: ' flour ', amount: '200', unit: 'g' },
              { name: 'eggs', amount: '3', unit: 'None' },
              { name: 'milk', amount: '1.5', unit: 'cup' },
              { name: 'salt', amount: 'a pinch', unit: 'g' },
            ],
          },
        ],
      }),
    );
    expect(payload.ingredients).toEqual([
      {
        section: 'Main',
        items: [
          { name: 'flour', amount: '200 g' },
          { name: 'eggs', amount: '3' },
          { name: 'milk', amount: '1.5 cup' },
          { name: 'salt', amount: 'a pinch' },
        ],
      },
    ]);
  });
});

describe('recipeFormErrors', () => {
  it('places the specification messages on the form fields', () => {
    const errors = recipeFormErrors(
      values({
        name: ' ',
        calories: '-1',
        fat: '-2',
        ingredients: [{ section: '', items: [{ name: '', amount: '', unit: 'g' }] }],
      }),
    );
    expect(errors).toEqual({
      name: 'Recipe name is required',
      calories: 'Calories cannot be negative',
      fat: 'Fat cannot be negative',
      'ingredients.0.section': 'Section name is required',
      'ingredients.0.items.0.name': 'Ingredient name is required',
      'ingredients.0.items.0.amount': 'Amount is required',
    });
  });

  it('is empty for a valid form', () => {
    expect(recipeFormErrors(values({ protein: '20' }))).toEqual({});
  });
});
