import { describe, expect, it } from 'vitest';
import {
  addSet,
  clampReps,
  clampRir,
  clampSeconds,
  clampWeight,
  clampLoadPercent,
  clampRepsMax,
  formatLoad,
  formatReps,
  newSet,
  orderedSets,
  removeSet,
  setMessages,
  setProblem,
  setsDataSchema,
  toSetsData,
} from '../src/index.js';

const set = (overrides = {}) => ({ ...newSet(), ...overrides });

describe('set input clamping', () => {
  it('clamps reps to a whole number of at least 1, and 1 when not numeric', () => {
    expect([
      clampReps('0'),
      clampReps('-4'),
      clampReps('abc'),
      clampReps(''),
      clampReps('8.7'),
      clampReps(12),
    ]).toEqual([1, 1, 1, 1, 8, 12]);
  });

  it('keeps weight empty as null, otherwise at least 1 in steps of 0.5', () => {
    expect([
      clampWeight(''),
      clampWeight('0.2'),
      clampWeight('22.3'),
      clampWeight('22.75'),
      clampWeight('40'),
    ]).toEqual([null, 1, 22.5, 23, 40]);
  });

  it('keeps time and rest empty as null, otherwise whole seconds of at least 0; rir at least 0', () => {
    expect([clampSeconds(''), clampSeconds('-5'), clampSeconds('90.9')]).toEqual([null, 0, 90]);
    expect([clampRir('-1'), clampRir('2'), clampRir('')]).toEqual([0, 2, null]);
  });
});

describe('sets list', () => {
  it('starts a new set with reps 1 and everything else null', () => {
    expect(newSet()).toEqual({ reps: 1, weight: null, time: null, rir: null, rest: null });
  });

  it('renumbers the remaining sets after a removal and never removes the last one', () => {
    const sets = [set({ reps: 5 }), set({ reps: 6 }), set({ reps: 7 })];
    expect(toSetsData(removeSet(sets, 0))).toEqual({ set_1: set({ reps: 6 }), set_2: set({ reps: 7 }) });
    expect(removeSet([set()], 0)).toHaveLength(1);
    expect(Object.keys(toSetsData(addSet(sets)))).toEqual(['set_1', 'set_2', 'set_3', 'set_4']);
  });

  it('orders set_10 after set_9', () => {
    const data = toSetsData(Array.from({ length: 10 }, (_, i) => set({ reps: i + 1 })));
    const shuffled = Object.fromEntries(Object.entries(data).reverse());
    expect(orderedSets(shuffled).map((s) => s.reps)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('setsDataSchema (server rules)', () => {
  const issue = (input: unknown) => {
    const result = setsDataSchema.safeParse(input);
    return result.success
      ? null
      : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };
  };

  it('accepts valid sets and fills missing optional values with null', () => {
    expect(
      setsDataSchema.parse({
        set_2: { reps: 8, weight: 42.5 },
        set_1: { reps: 10, rest: 90, rir: 2, time: 0 },
      }),
    ).toEqual({
      set_1: { reps: 10, weight: null, time: 0, rir: 2, rest: 90 },
      set_2: { reps: 8, weight: 42.5, time: null, rir: null, rest: null },
    });
  });

  it.each([
    [{ set_1: { reps: 0 } }, setMessages.repsMin, ['set_1', 'reps']],
    [{ set_1: {} }, setMessages.repsMin, ['set_1', 'reps']],
    [{ set_1: { reps: 2.5 } }, setMessages.repsWhole, ['set_1', 'reps']],
    [{ set_1: { reps: 5, weight: 0.5 } }, setMessages.weightMin, ['set_1', 'weight']],
    [{ set_1: { reps: 5, weight: 20.3 } }, setMessages.weightStep, ['set_1', 'weight']],
    [{ set_1: { reps: 5, time: -1 } }, setMessages.timeInvalid, ['set_1', 'time']],
    [{ set_1: { reps: 5, rest: 1.5 } }, setMessages.restInvalid, ['set_1', 'rest']],
    [{ set_1: { reps: 5, rir: -1 } }, setMessages.rirInvalid, ['set_1', 'rir']],
    [{ set_1: { reps: 5 }, set_3: { reps: 5 } }, setMessages.setsNumbering, []],
    [{ first: { reps: 5 } }, setMessages.setsNumbering, []],
    [{ set_1: { reps: 8, reps_max: 6 } }, setMessages.repsMaxBelowReps, ['set_1', 'reps_max']],
    [{ set_1: { reps: 8, reps_max: 10.5 } }, setMessages.repsMaxWhole, ['set_1', 'reps_max']],
    [{ set_1: { reps: 8, load_percent: 0 } }, setMessages.loadPercentRange, ['set_1', 'load_percent']],
    [{ set_1: { reps: 8, load_percent: 151 } }, setMessages.loadPercentRange, ['set_1', 'load_percent']],
    [{ set_1: { reps: 8, load_percent: 'x' } }, setMessages.loadPercentRange, ['set_1', 'load_percent']],
    [
      { set_1: { reps: 8, weight: 60, load_percent: 75 } },
      setMessages.weightAndLoad,
      ['set_1', 'load_percent'],
    ],
    [{ set_1: { reps: 8, amrap: 'yes' } }, setMessages.amrapInvalid, ['set_1', 'amrap']],
  ])('refuses %o', (input, message, path) => {
    expect(issue(input)).toEqual({ message, path });
  });

  it('refuses more than 20 sets and a non-object', () => {
    expect(issue(toSetsData(Array.from({ length: 21 }, () => set())))?.message).toBe(setMessages.tooManySets);
    expect(issue([set()])?.message).toBe(setMessages.setsRequired);
  });

  it('reports the first problem of a set in the editor', () => {
    expect(setProblem(set({ weight: 0 }))).toBe(setMessages.weightMin);
    expect(setProblem(set())).toBeNull();
  });
});

describe('ranges, loads and AMRAP', () => {
  it('accepts a range, a load percentage and an AMRAP set, and keeps a set saved before them unchanged', () => {
    const old = { reps: 10, weight: 40, time: null, rir: null, rest: null };
    const parsed = setsDataSchema.parse({
      set_1: { reps: 8, reps_max: 12, load_percent: 75 },
      set_2: { reps: 5, reps_max: 5, amrap: true, weight: 100 },
      set_3: old,
      set_4: { ...old, reps_max: null, load_percent: null, amrap: false },
    });
    expect(parsed).toEqual({
      set_1: { ...newSet(), reps: 8, reps_max: 12, load_percent: 75 },
      set_2: { ...newSet(), reps: 5, reps_max: 5, amrap: true, weight: 100 },
      set_3: old,
      set_4: old,
    });
    expect(Object.keys(parsed.set_3 ?? {})).toEqual(['reps', 'weight', 'time', 'rir', 'rest']);
    expect(Object.keys(parsed.set_4 ?? {})).toEqual(['reps', 'weight', 'time', 'rir', 'rest']);
  });

  it('formats reps and loads as the card shows them', () => {
    expect(formatReps(set({ reps: 8 }))).toBe('8');
    expect(formatReps(set({ reps: 8, reps_max: 12 }))).toBe('8-12');
    expect(formatReps(set({ reps: 8, reps_max: 8 }))).toBe('8');
    expect(formatReps({ reps: 8 })).toBe('8');
    expect(formatReps(set({ reps: 1, amrap: true }))).toBe('AMRAP');
    expect(formatLoad(set({ load_percent: 75 }))).toBe('75%');
    expect(formatLoad(set({ weight: 40 }))).toBe('40 kg');
    expect(formatLoad(set())).toBe('');
  });

  it('clamps max reps and load percentages; the editor reports the range problems', () => {
    expect([clampRepsMax(''), clampRepsMax('0'), clampRepsMax('12.6')]).toEqual([null, 1, 12]);
    expect([
      clampLoadPercent(''),
      clampLoadPercent('0'),
      clampLoadPercent('200'),
      clampLoadPercent('72.4'),
    ]).toEqual([null, 1, 150, 72.5]);
    expect(setProblem(set({ reps: 10, reps_max: 8 }))).toBe(setMessages.repsMaxBelowReps);
    expect(setProblem(set({ weight: 50, load_percent: 70 }))).toBe(setMessages.weightAndLoad);
    expect(setProblem(set({ reps: 8, reps_max: 12, load_percent: 70, amrap: true }))).toBeNull();
  });
});
