import { describe, expect, it } from 'vitest';
import { targetsDraftErrors, targetsDraftOf, targetsInputOf } from './nutrition-draft';

describe('nutrition targets draft', () => {
  it('starts from saved targets and sends only the profiles of its mode', () => {
    const draft = targetsDraftOf({
      mode: 'every_day',
      every_day: { calories: 2000, protein: 150, carbs: 200, fat: 60, fibre: null },
      training_day: null,
      rest_day: null,
    });
    expect(draft.every_day).toEqual({ calories: '2000', protein: '150', carbs: '200', fat: '60', fibre: '' });
    expect(targetsInputOf(draft)).toEqual({ mode: 'every_day', every_day: draft.every_day });
  });

  it('names the fields the contract refuses', () => {
    const draft = targetsDraftOf(null);
    draft.training_day = { calories: '2500', protein: '-1', carbs: '250', fat: '70', fibre: '' };
    const errors = targetsDraftErrors(draft);
    expect(errors['training_day.protein']).toBe('Protein (g) cannot be negative');
    expect(errors['rest_day.calories']).toBe('Calories is required');
  });
});
