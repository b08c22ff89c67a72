import { describe, expect, it } from 'vitest';
import { setMessages } from '@coachboard/contract';
import {
  clampInput,
  draftProblem,
  draftsSummary,
  draftsToSetsData,
  newDraft,
  settleInput,
} from './set-drafts';

/** The new columns left empty. */
const blank = { reps_max: '', load_percent: '', amrap: false };

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
      { ...blank, reps: '10', weight: '40', time: '', rir: '2', rest: '90' },
      { ...blank, reps: '8', weight: '', time: '30', rir: '', rest: '' },
    ]);
    expect(problem).toBeNull();
    expect(setsData).toEqual({
      set_1: { reps: 10, weight: 40, time: null, rir: 2, rest: 90 },
      set_2: { reps: 8, weight: null, time: 30, rir: null, rest: null },
    });
    expect(setMessages.fixErrors).toBe('Please fix validation errors before saving');
  });

  it('clamps max reps and the load percentage, saving a range, a load and AMRAP only when given', () => {
    expect(['', '0', '12.7'].map((raw) => clampInput('reps_max', raw))).toEqual(['', '1', '12']);
    expect(['', '72.', '0', '200', '72.3'].map((raw) => clampInput('load_percent', raw))).toEqual([
      '',
      '72.',
      '1',
      '150',
      '72.3',
    ]);
    expect(settleInput('load_percent', '72.3')).toBe('72.5');
    const { setsData, problem } = draftsToSetsData([
      { ...newDraft(), reps: '8', reps_max: '12', load_percent: '75' },
      { ...newDraft(), reps: '5', amrap: true },
    ]);
    expect(problem).toBeNull();
    expect(setsData).toEqual({
      set_1: { reps: 8, weight: null, time: null, rir: null, rest: null, reps_max: 12, load_percent: 75 },
      set_2: { reps: 5, weight: null, time: null, rir: null, rest: null, amrap: true },
    });
  });

  it('refuses a range below the reps and a weight with a load percentage', () => {
    expect(draftsToSetsData([{ ...newDraft(), reps: '10', reps_max: '8' }]).problem).toBe(
      setMessages.repsMaxBelowReps,
    );
    expect(draftsToSetsData([{ ...newDraft(), weight: '50', load_percent: '70' }]).problem).toBe(
      setMessages.weightAndLoad,
    );
  });

  it("summarizes the drafts as they would be saved: '2 × 8-12 @ 75% · 1 × AMRAP'", () => {
    expect(
      draftsSummary([
        { ...newDraft(), reps: '8', reps_max: '12', load_percent: '75' },
        { ...newDraft(), reps: '8', reps_max: '12', load_percent: '75.' },
        { ...newDraft(), amrap: true },
      ]),
    ).toBe('2 × 8-12 @ 75% · 1 × AMRAP');
  });
});

describe('the problem of one draft', () => {
  it('names the field it belongs to, with the contract message', () => {
    expect(draftProblem({ ...newDraft(), reps: '10', reps_max: '8' })).toEqual({
      field: 'reps_max',
      message: setMessages.repsMaxBelowReps,
    });
    expect(draftProblem({ ...newDraft(), weight: '50', load_percent: '70' })).toEqual({
      field: 'load_percent',
      message: setMessages.weightAndLoad,
    });
    expect(draftProblem({ ...newDraft(), reps: '8', weight: '60' })).toBeNull();
  });
});
