import { z } from 'zod';
import { messages } from './validation.js';

/** One set's targets (spec part 2 section 3): reps at least 1; the others may be null. */
export interface ExerciseSet {
  reps: number;
  weight: number | null;
  time: number | null;
  rir: number | null;
  rest: number | null;
  /** The top of a rep range ('8-12'): null, or at least `reps`. Absent on sets saved before ranges existed. */
  reps_max?: number | null;
  /** Load as a percentage of the one-rep max (1..150): an alternative to `weight`, never both. */
  load_percent?: number | null;
  /** As many reps as possible. */
  amrap?: boolean;
}
/** `{ set_1: {...}, set_2: {...} }`, numbered from 1 without gaps. */
export type SetsData = Record<string, ExerciseSet>;

export const REPS_MIN = 1;
export const WEIGHT_MIN = 1;
export const WEIGHT_STEP = 0.5;
export const TIME_MIN = 0;
export const RIR_MIN = 0;
export const REST_MIN = 0;
export const MAX_SETS = 20;
/** Upper bounds that keep a typo from being saved; far above any real target. */
export const REPS_MAX = 1000;
export const WEIGHT_MAX = 1000;
export const SECONDS_MAX = 86_400;
export const RIR_MAX = 100;
export const LOAD_PERCENT_MIN = 1;
export const LOAD_PERCENT_MAX = 150;

export const setMessages = {
  repsMin: messages.repsMin,
  repsWhole: 'Reps must be a whole number',
  repsMax: `Reps must be at most ${REPS_MAX}`,
  weightMin: messages.weightMin,
  weightStep: 'Weight must be in steps of 0.5 kg',
  weightMax: `Weight must be at most ${WEIGHT_MAX} kg`,
  timeInvalid: 'Time must be a whole number of seconds, at least 0',
  rirInvalid: 'RIR must be a whole number, at least 0',
  restInvalid: 'Rest must be a whole number of seconds, at least 0',
  secondsMax: `Must be at most ${SECONDS_MAX} seconds`,
  rirMax: `RIR must be at most ${RIR_MAX}`,
  repsMaxWhole: 'Max reps must be a whole number',
  repsMaxBelowReps: 'Max reps must be at least the reps',
  repsMaxMax: `Max reps must be at most ${REPS_MAX}`,
  loadPercentRange: `Load must be between ${LOAD_PERCENT_MIN} and ${LOAD_PERCENT_MAX} %`,
  weightAndLoad: 'A set has either a weight or a load percentage, not both',
  amrapInvalid: 'AMRAP must be true or false',
  setsNumbering: 'Sets must be numbered set_1, set_2, ... without gaps',
  setsRequired: 'sets_data is required',
  tooManySets: `At most ${MAX_SETS} sets are allowed`,
  fixErrors: 'Please fix validation errors before saving',
  noActivityLog: 'Cannot save: No activity log found for this exercise',
  saveFailed: 'Failed to save sets data. Please try again.',
  noSets: 'No sets added yet',
} as const;

export const setKey = (index: number) => `set_${index + 1}`;

export const newSet = (): ExerciseSet => ({ reps: 1, weight: null, time: null, rir: null, rest: null });

/**
 * A set as it is stored: `reps_max` and `load_percent` only when set, `amrap` only when true, so a set without a
 * range, a load percentage or AMRAP keeps the shape it had before they existed (and saving it changes nothing).
 */
export const compactSet = (set: ExerciseSet): ExerciseSet => {
  const { reps_max, load_percent, amrap, ...base } = set;
  return {
    ...base,
    ...(reps_max !== null && reps_max !== undefined ? { reps_max } : {}),
    ...(load_percent !== null && load_percent !== undefined ? { load_percent } : {}),
    ...(amrap ? { amrap } : {}),
  };
};

/** The reps as a card shows them: '8', '8-12' for a range, 'AMRAP' for as many as possible. */
export const formatReps = (set: Pick<ExerciseSet, 'reps' | 'reps_max' | 'amrap'>) => {
  if (set.amrap) return 'AMRAP';
  const top = set.reps_max ?? null;
  return top !== null && top > set.reps ? `${set.reps}-${top}` : String(set.reps);
};

/** The load as a card shows it: '75%', '40 kg', or '' when neither is set. */
export const formatLoad = (set: Pick<ExerciseSet, 'weight' | 'load_percent'>) => {
  if (set.load_percent !== null && set.load_percent !== undefined) return `${set.load_percent}%`;
  return set.weight === null ? '' : `${set.weight} kg`;
};

/** The sets in order: set_1, set_2, ... (by number, so set_10 follows set_9). */
export const orderedSets = (setsData: SetsData | null | undefined): ExerciseSet[] =>
  Object.entries(setsData ?? {})
    .map(([key, set]) => [Number(key.slice(4)), set] as const)
    .filter(([number]) => Number.isInteger(number) && number > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([, set]) => set);

export const toSetsData = (sets: readonly ExerciseSet[]): SetsData =>
  Object.fromEntries(sets.map((set, index) => [setKey(index), set]));

export const addSet = (sets: readonly ExerciseSet[]) => [...sets, newSet()];

/** Removes one set; the rest are renumbered by `toSetsData`. The last remaining set cannot be removed. */
export const removeSet = (sets: readonly ExerciseSet[], index: number) =>
  sets.length <= 1 ? [...sets] : sets.filter((_, position) => position !== index);

const parseNumber = (raw: string | number | null | undefined) => {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Input clamping of the set editor (spec part 2 section 5). */
export const clampReps = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  return value === null ? REPS_MIN : Math.min(REPS_MAX, Math.max(REPS_MIN, Math.trunc(value)));
};
export const clampRir = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  return value === null ? null : Math.min(RIR_MAX, Math.max(RIR_MIN, Math.trunc(value)));
};
/** Empty means null; otherwise at least 1, rounded to the nearest 0.5. */
export const clampWeight = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  if (value === null) return null;
  const stepped = Math.round(value / WEIGHT_STEP) * WEIGHT_STEP;
  return Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, stepped));
};
/** Time and rest: empty means null; otherwise whole seconds, at least 0. */
export const clampSeconds = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  return value === null ? null : Math.min(SECONDS_MAX, Math.max(0, Math.trunc(value)));
};
/** Max reps: empty means null; otherwise a whole number within the reps bounds (the range check is the schema's). */
export const clampRepsMax = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  return value === null ? null : Math.min(REPS_MAX, Math.max(REPS_MIN, Math.trunc(value)));
};
/** Load %: empty means null; otherwise 1..150 in steps of 0.5. */
export const clampLoadPercent = (raw: string | number | null | undefined) => {
  const value = parseNumber(raw);
  return value === null
    ? null
    : Math.min(LOAD_PERCENT_MAX, Math.max(LOAD_PERCENT_MIN, Math.round(value * 2) / 2));
};

const nullableWhole = (message: string, max: number, maxMessage: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, maxMessage).nullable().default(null);

export const exerciseSetSchema = z
  .object({
    reps: z
      .number({ error: (issue) => (issue.input === undefined ? setMessages.repsMin : setMessages.repsWhole) })
      .int(setMessages.repsWhole)
      .min(REPS_MIN, setMessages.repsMin)
      .max(REPS_MAX, setMessages.repsMax),
    weight: z
      .number({ error: setMessages.weightMin })
      .min(WEIGHT_MIN, setMessages.weightMin)
      .max(WEIGHT_MAX, setMessages.weightMax)
      .refine((value) => Number.isInteger(value / WEIGHT_STEP), setMessages.weightStep)
      .nullable()
      .default(null),
    time: nullableWhole(setMessages.timeInvalid, SECONDS_MAX, setMessages.secondsMax),
    rir: nullableWhole(setMessages.rirInvalid, RIR_MAX, setMessages.rirMax),
    rest: nullableWhole(setMessages.restInvalid, SECONDS_MAX, setMessages.secondsMax),
    reps_max: z
      .number({ error: setMessages.repsMaxWhole })
      .int(setMessages.repsMaxWhole)
      .min(REPS_MIN, setMessages.repsMaxBelowReps)
      .max(REPS_MAX, setMessages.repsMaxMax)
      .nullable()
      .default(null),
    load_percent: z
      .number({ error: setMessages.loadPercentRange })
      .min(LOAD_PERCENT_MIN, setMessages.loadPercentRange)
      .max(LOAD_PERCENT_MAX, setMessages.loadPercentRange)
      .nullable()
      .default(null),
    amrap: z.boolean({ error: setMessages.amrapInvalid }).default(false),
  })
  .superRefine((set, context) => {
    if (set.reps_max !== null && set.reps_max !== undefined && set.reps_max < set.reps)
      context.addIssue({ code: 'custom', path: ['reps_max'], message: setMessages.repsMaxBelowReps });
    if (set.weight !== null && set.load_percent !== null && set.load_percent !== undefined)
      context.addIssue({ code: 'custom', path: ['load_percent'], message: setMessages.weightAndLoad });
  });

const SET_KEY_PATTERN = /^set_([1-9][0-9]*)$/;

/** Server rules for `sets_data`: keys set_1..set_n without gaps (n at most 20), each set valid. */
export const setsDataSchema = z
  .record(z.string(), exerciseSetSchema, { error: setMessages.setsRequired })
  .superRefine((value, context) => {
    const keys = Object.keys(value);
    if (keys.length > MAX_SETS) {
      context.addIssue({ code: 'custom', message: setMessages.tooManySets });
      return;
    }
    const numbers = keys.map((key) => Number(SET_KEY_PATTERN.exec(key)?.[1] ?? NaN)).sort((a, b) => a - b);
    if (numbers.some((number, index) => number !== index + 1))
      context.addIssue({ code: 'custom', message: setMessages.setsNumbering });
  })
  .transform((value) => toSetsData(orderedSets(value as SetsData).map(compactSet)));

/** The first problem of one set in the editor, or null (used to refuse a save before it is sent). */
export const setProblem = (set: ExerciseSet): string | null => {
  const result = exerciseSetSchema.safeParse(set);
  return result.success ? null : (result.error.issues[0]?.message ?? setMessages.fixErrors);
};
