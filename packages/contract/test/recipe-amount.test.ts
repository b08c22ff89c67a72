import { describe, expect, it } from 'vitest';
import {
  capAmountInput,
  composeAmount,
  defaultUnitFor,
  isNumericAmount,
  recipeUnits,
  splitAmount,
} from '../src/index.js';

describe('recipe units', () => {
  it('offers exactly None, g, ml, cup, tbsp, tsp, oz and lb', () => {
    expect(recipeUnits).toEqual(['None', 'g', 'ml', 'cup', 'tbsp', 'tsp', 'oz', 'lb']);
  });
});

describe('capAmountInput', () => {
  it('caps text that starts with a number at 5 characters', () => {
    expect(capAmountInput('123456')).toBe('12345');
    expect(capAmountInput('1 1/2')).toBe('1 1/2');
    expect(capAmountInput('2.5000')).toBe('2.500');
  });

  it('leaves non-numeric text as typed', () => {
    expect(capAmountInput('a pinch of it')).toBe('a pinch of it');
  });
});

describe('composeAmount', () => {
  it('gives a numeric amount its unit, g when none is chosen', () => {
    expect(composeAmount('200', 'g')).toBe('200 g');
    expect(composeAmount('1.5', 'tbsp')).toBe('1.5 tbsp');
    expect(composeAmount('1 1/2', 'cup')).toBe('1 1/2 cup');
    expect(composeAmount('250', '')).toBe('250 g');
    expect(composeAmount('250', undefined)).toBe('250 g');
  });

  it('keeps a bare number with None', () => {
    expect(composeAmount('3', 'None')).toBe('3');
  });

  it('sends a non-numeric amount as typed, whatever the unit', () => {
    expect(composeAmount(' to taste ', 'g')).toBe('to taste');
    expect(composeAmount('2 cloves', 'g')).toBe('2 cloves');
  });
});

describe('defaultUnitFor', () => {
  it('is g for a new or numeric amount and None for a non-numeric one', () => {
    expect(defaultUnitFor('')).toBe('g');
    expect(defaultUnitFor('12')).toBe('g');
    expect(defaultUnitFor('to taste')).toBe('None');
  });
});

describe('splitAmount', () => {
  it.each([
    ['200 g', { amount: '200', unit: 'g' }],
    ['200g', { amount: '200', unit: 'g' }],
    ['1 1/2 tbsp', { amount: '1 1/2', unit: 'tbsp' }],
    ['0.5 Cup', { amount: '0.5', unit: 'cup' }],
    ['3', { amount: '3', unit: 'None' }],
    ['to taste', { amount: 'to taste', unit: 'None' }],
    ['2 cloves', { amount: '2 cloves', unit: 'None' }],
    ['1 kg', { amount: '1 kg', unit: 'None' }],
  ])('reads %s back into the form', (stored, expected) => {
    expect(splitAmount(stored)).toEqual(expected);
  });

  it('round-trips with composeAmount', () => {
    for (const stored of ['200 g', '3', '1.5 tbsp', 'a handful']) {
      const { amount, unit } = splitAmount(stored);
      expect(composeAmount(amount, unit)).toBe(stored);
    }
  });

  it('knows what a numeric amount is', () => {
    expect(['12', '1.5', '.5', '3/4', '1 1/2'].every(isNumericAmount)).toBe(true);
    expect(['1-2', '2 eggs', 'half', ''].some(isNumericAmount)).toBe(false);
  });
});
