import { describe, expect, it } from 'vitest';
import {
  capInchesInput,
  carryInches,
  cmToFeetInches,
  describeHeight,
  feetInchesToCm,
  heightFromForm,
  heightMessages,
  heightProblem,
  heightToForm,
  parseHeight,
  switchHeightUnit,
} from '../src/index.js';

describe('parseHeight', () => {
  it.each([
    ['180cm', { unit: 'cm', cm: 180 }],
    ['180 cm', { unit: 'cm', cm: 180 }],
    ['165CM', { unit: 'cm', cm: 165 }],
    ['175', { unit: 'cm', cm: 175 }],
    ['99', { unit: 'cm', cm: 99 }],
    [`5' 10"`, { unit: 'ft_in', feet: 5, inches: 10 }],
    [`5'10"`, { unit: 'ft_in', feet: 5, inches: 10 }],
    [`6'`, { unit: 'ft_in', feet: 6, inches: 0 }],
    ['5 ft 7 in', { unit: 'ft_in', feet: 5, inches: 7 }],
    [`5' 11''`, { unit: 'ft_in', feet: 5, inches: 11 }],
  ])('reads %s', (text, expected) => {
    expect(parseHeight(text)).toEqual(expected);
  });

  it.each(['', 'tall', '7', '1800', '180 kg', `5" 10'`, null, undefined])('refuses %s', (text) => {
    expect(parseHeight(text)).toBeNull();
  });
});

describe('conversions at 2.54 cm per inch', () => {
  it('turns centimetres into whole feet and inches', () => {
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(152)).toEqual({ feet: 5, inches: 0 });
    expect(cmToFeetInches(183)).toEqual({ feet: 6, inches: 0 });
  });

  it('turns feet and inches into whole centimetres', () => {
    expect(feetInchesToCm(5, 10)).toBe(178);
    expect(feetInchesToCm(6, 0)).toBe(183);
    expect(feetInchesToCm(0, 1)).toBe(3);
  });

  it('carries 12 or more inches into feet', () => {
    expect(carryInches(5, 12)).toEqual({ feet: 6, inches: 0 });
    expect(carryInches(5, 14)).toEqual({ feet: 6, inches: 2 });
    expect(carryInches(5, 11)).toEqual({ feet: 5, inches: 11 });
  });
});

describe('form value and stored text', () => {
  it('sends centimetres as {n}cm', () => {
    expect(heightFromForm({ unit: 'cm', cm: '180', feet: '', inches: '' })).toBe('180cm');
  });

  it(`sends feet and inches as 5' 10" and carries extra inches`, () => {
    expect(heightFromForm({ unit: 'ft_in', cm: '', feet: '5', inches: '10' })).toBe(`5' 10"`);
    expect(heightFromForm({ unit: 'ft_in', cm: '', feet: '5', inches: '13' })).toBe(`6' 1"`);
    expect(heightFromForm({ unit: 'ft_in', cm: '', feet: '6', inches: '' })).toBe(`6' 0"`);
  });

  it('sends nothing for an empty height', () => {
    expect(heightFromForm({ unit: 'cm', cm: ' ', feet: '', inches: '' })).toBeNull();
    expect(heightFromForm({ unit: 'ft_in', cm: '', feet: '', inches: '' })).toBeNull();
  });

  it('fills the form from stored text in its own unit', () => {
    expect(heightToForm('180cm')).toEqual({ unit: 'cm', cm: '180', feet: '', inches: '' });
    expect(heightToForm('172')).toEqual({ unit: 'cm', cm: '172', feet: '', inches: '' });
    expect(heightToForm(`5' 10"`)).toEqual({ unit: 'ft_in', cm: '', feet: '5', inches: '10' });
    expect(heightToForm('not a height')).toEqual({ unit: 'cm', cm: '', feet: '', inches: '' });
  });

  it('round-trips both styles', () => {
    for (const text of ['180cm', `5' 10"`, `6' 0"`, '65cm']) {
      expect(heightFromForm(heightToForm(text))).toBe(text);
    }
  });

  it('converts when the unit is switched, both ways', () => {
    const inFeet = switchHeightUnit({ unit: 'cm', cm: '180', feet: '', inches: '' }, 'ft_in');
    expect(inFeet).toMatchObject({ unit: 'ft_in', feet: '5', inches: '11' });
    const back = switchHeightUnit({ unit: 'ft_in', cm: '', feet: '5', inches: '10' }, 'cm');
    expect(back).toMatchObject({ unit: 'cm', cm: '178' });
    expect(switchHeightUnit({ unit: 'cm', cm: '', feet: '', inches: '' }, 'ft_in')).toMatchObject({
      feet: '',
      inches: '',
    });
  });

  it('caps the inches input at 11 and keeps digits only', () => {
    expect(capInchesInput('14')).toBe('11');
    expect(capInchesInput('7')).toBe('7');
    expect(capInchesInput('a5')).toBe('5');
    expect(capInchesInput('')).toBe('');
  });
});

describe('heightProblem', () => {
  it('accepts both styles within the plausible range', () => {
    expect(heightProblem('180cm')).toBeNull();
    expect(heightProblem(`5' 10"`)).toBeNull();
  });

  it('explains unreadable and implausible heights', () => {
    expect(heightProblem('tall')).toBe(heightMessages.format);
    expect(heightProblem('20cm')).toBe(heightMessages.range);
    expect(heightProblem(`9' 11"`)).toBe(heightMessages.range);
  });
});

describe('describeHeight', () => {
  it('shows the stored height with its conversion', () => {
    expect(describeHeight('180cm')).toBe(`180cm (5' 11")`);
    expect(describeHeight(`5' 10"`)).toBe(`5' 10" (178cm)`);
    expect(describeHeight('')).toBeNull();
    expect(describeHeight('tall')).toBe('tall');
  });
});
