import { describe, expect, it } from 'vitest';
import type { ParsedPasteLine } from '@coachboard/contract';
import { pasteGroupText, pasteSetsSummary } from './paste-line-summary';

const parsed = (overrides: Partial<ParsedPasteLine>): ParsedPasteLine => ({
  name: 'Bench press',
  group_label: null,
  group_order: null,
  sets: 3,
  reps: 8,
  reps_max: null,
  amrap: false,
  weight: null,
  load_percent: null,
  time: null,
  rir: null,
  rest: null,
  ...overrides,
});

describe('pasted line summary', () => {
  it.each([
    [{ sets: 5, reps: 5, weight: 100 }, '5 × 5 @ 100 kg'],
    [{ reps: 8, reps_max: 10, rir: 2 }, '3 × 8-10 · RIR 2'],
    [{ reps: 8, reps_max: 12, load_percent: 75 }, '3 × 8-12 @ 75%'],
    [{ reps: 1, time: 60, rest: 90 }, '3 × 60 s · rest 90 s'],
    [{ reps: 1, time: null }, '3 × 1'],
    [{ sets: 4, reps: 6, load_percent: 75 }, '4 × 6 @ 75%'],
    [{ sets: 4, reps: 0, amrap: true }, '4 × AMRAP'],
    [{ reps: 10, time: 30, weight: 12.5 }, '3 × 10 in 30 s @ 12.5 kg'],
  ])('%o reads %s', (overrides, expected) => {
    expect(pasteSetsSummary(parsed(overrides))).toBe(expected);
  });

  it("names a superset line's place in its group", () => {
    expect(pasteGroupText(parsed({ group_label: 'A', group_order: 2 }))).toBe('A2');
    expect(pasteGroupText(parsed({}))).toBeNull();
  });
});
