import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { applyServerErrors } from './apply-server-errors';

type Values = { name: string; sets: { reps: number }[] };

describe('applyServerErrors', () => {
  it("puts each known field's first message under the field and returns the others for a banner", () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    const error = new ApiError('The given data was invalid.', 422, {
      name: ['The name field is required.', 'Second message'],
      trainingProgramId: ['trainingProgramId must match the program in the address'],
    });

    const unplaced = applyServerErrors<Values>(error, setError, ['name']);

    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'The name field is required.' });
    expect(unplaced).toEqual(['trainingProgramId must match the program in the address']);
  });

  it('accepts a test for generated field names', () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    const error = new ApiError('Invalid', 422, { 'sets.1.reps': ['Reps must be at least 1'] });
    const isSetField = (name: string): name is `sets.${number}.reps` => /^sets\.\d+\.reps$/.test(name);

    expect(applyServerErrors<Values>(error, setError, isSetField)).toEqual([]);
    expect(setError).toHaveBeenCalledWith('sets.1.reps', {
      type: 'server',
      message: 'Reps must be at least 1',
    });
  });

  it('places nothing for failures without field errors', () => {
    const setError = vi.fn<UseFormSetError<Values>>();
    expect(applyServerErrors<Values>(new ApiError('Server error', 500), setError, ['name'])).toEqual([]);
    expect(applyServerErrors<Values>(new TypeError('Failed to fetch'), setError, ['name'])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
