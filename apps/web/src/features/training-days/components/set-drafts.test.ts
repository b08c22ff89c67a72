import { describe, expect, it } from 'vitest';
import { setMessages } from '@coachboard/contract';
import { clampInput, draftsToSetsData, settleInput } from './set-drafts';

describe('set input clamping', () => {
  it('keeps reps at least 1, and 1 when not a number', () => {
    expect(['0', '-3', '', 'x', '7', '4.8'].map((raw) => clampInput('reps', raw))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '7',
      '4',
    ]);
  });

  it('lets weight be empty or a partial decimal while typing, never below 1, and snaps it to 0.5 on leaving', () => {
    expect(['', '22.', '0', '0.4', '22.3'].map((raw) => clampInput('weight', raw))).toEqual([
      '',
      '22.',
      '1',
      '1',
      '22.3',
    ]);
    expect(settleInput('weight', '22.3')).toBe('22.5');
    expect(settleInput('weight', '')).toBe('');
  });

  it('keeps time and rest empty or whole seconds of at least 0, and rir at least 0', () => {
    expect(['', '-5', '90.7'].map((raw) => clampInput('time', raw))).toEqual(['', '0', '90']);
    expect(clampInput('rest', '-1')).toBe('0');
    expect(clampInput('rir', '-2')).toBe('0');
  });

  it('turns drafts into sets_data keyed set_1..set_n with null for empty fields', () => {
    const { setsData, problem } = draftsToSetsData([
      { reps: '10', weight: '40', time: '', rir: '2', rest: '90' },
      { reps: '8', weight: '', time: '30', rir: '', rest: '' },
    ]);
    expect(problem).toBeNull();
    expect(setsData).toEqual({
      set_1: { reps: 10, weight: 40, time: null, rir: 2, rest: 90 },
      set_2: { reps: 8, weight: null, time: 30, rir: null, rest: null },
    });
    expect(setMessages.fixErrors).toBe('Please fix validation errors before saving');
  });
});
