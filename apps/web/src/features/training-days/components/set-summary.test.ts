import { describe, expect, it } from 'vitest';
import { newSet, type ExerciseSet } from '@coachboard/contract';
import { setPart, setsSummary } from './set-summary';

const set = (overrides: Partial<ExerciseSet>): ExerciseSet => ({ ...newSet(), ...overrides });
const times = (count: number, value: ExerciseSet) => Array.from({ length: count }, () => value);

describe('the set summary of an exercise', () => {
  it("reads timed sets as seconds ('3 × 60 s'), not as one rep each", () => {
    expect(setsSummary(times(3, set({ time: 60 })))).toBe('3 × 60 s');
  });

  it("reads a range with a load percentage as '3 × 8-12 @ 75%'", () => {
    expect(setsSummary(times(3, set({ reps: 8, reps_max: 12, load_percent: 75 })))).toBe('3 × 8-12 @ 75%');
  });

  it("reads plain reps and a weight as '3 × 8' and '3 × 8 @ 60 kg'", () => {
    expect(setsSummary(times(3, set({ reps: 8 })))).toBe('3 × 8');
    expect(setsSummary(times(3, set({ reps: 8, weight: 60 })))).toBe('3 × 8 @ 60 kg');
  });

  it('lists the distinct sets in order when they differ, counting equal sets in a row once', () => {
    expect(
      setsSummary([
        set({ reps: 8, weight: 60 }),
        set({ reps: 8, weight: 60 }),
        set({ reps: 8, weight: 60, amrap: true }),
        set({ reps: 12 }),
        set({ reps: 8, weight: 60 }),
      ]),
    ).toBe('2 × 8 @ 60 kg · 1 × AMRAP @ 60 kg · 1 × 12 · 1 × 8 @ 60 kg');
  });

  it('leaves rest and RIR out, and reads reps done within a time', () => {
    expect(setsSummary(times(2, set({ reps: 10, time: 45, rest: 90, rir: 2 })))).toBe('2 × 10 in 45 s');
    expect(setPart(set({ amrap: true, time: 60 }))).toBe('AMRAP in 60 s');
    expect(setPart(set({ reps: 8, reps_max: 12, time: 40 }))).toBe('8-12 in 40 s');
    expect(setPart(set({ time: 30, weight: 20 }))).toBe('30 s @ 20 kg');
  });

  it('is empty without sets', () => {
    expect(setsSummary([])).toBe('');
  });
});
