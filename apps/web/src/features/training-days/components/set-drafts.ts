import {
  clampLoadPercent,
  clampReps,
  clampRepsMax,
  clampRir,
  clampSeconds,
  clampWeight,
  compactSet,
  exerciseSetSchema,
  LOAD_PERCENT_MAX,
  LOAD_PERCENT_MIN,
  newSet,
  orderedSets,
  setProblem,
  toSetsData,
  WEIGHT_MIN,
  type ExerciseSet,
  type SetsData,
} from '@coachboard/contract';
import { setsSummary } from './set-summary';

export const setFields = ['reps', 'reps_max', 'weight', 'load_percent', 'time', 'rir', 'rest'] as const;
export type SetField = (typeof setFields)[number];
/**
 * What the inputs show while the administrator types: text, so '22.' survives until it becomes '22.5'; and
 * whether the set is AMRAP (a checkbox).
 */
export type SetDraft = Record<SetField, string> & { amrap: boolean };

export const setFieldLabels: Record<SetField, string> = {
  reps: 'Reps',
  reps_max: 'Max reps',
  weight: 'Weight (kg)',
  load_percent: 'Load %',
  time: 'Time (sec)',
  rir: 'RIR',
  rest: 'Rest (sec)',
};

export const AMRAP_LABEL = 'AMRAP';

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const toDraft = (set: ExerciseSet): SetDraft => ({
  reps: text(set.reps),
  reps_max: text(set.reps_max),
  weight: text(set.weight),
  load_percent: text(set.load_percent),
  time: text(set.time),
  rir: text(set.rir),
  rest: text(set.rest),
  amrap: set.amrap ?? false,
});

export const draftsFrom = (setsData: SetsData) => orderedSets(setsData).map(toDraft);
export const newDraft = () => toDraft(newSet());

const PARTIAL_DECIMAL = /^\d+\.$/;

/**
 * The input clamping of spec part 2 section 5, applied as the value changes: reps at least 1 (1 when not a
 * number); rir at least 0; time and rest whole seconds of at least 0; weight at least 1, rounded to the
 * 0.5 step when the field is left. Empty optional fields stay empty (null).
 */
export const clampInput = (field: SetField, raw: string): string => {
  const value = raw.trim();
  switch (field) {
    case 'reps':
      return String(clampReps(value));
    case 'reps_max':
      return text(clampRepsMax(value));
    case 'load_percent': {
      if (value === '' || PARTIAL_DECIMAL.test(value)) return value;
      const number = Number(value);
      if (!Number.isFinite(number)) return '';
      if (number < LOAD_PERCENT_MIN) return String(LOAD_PERCENT_MIN);
      return number > LOAD_PERCENT_MAX ? String(LOAD_PERCENT_MAX) : value;
    }
    case 'rir':
      return text(clampRir(value));
    case 'time':
    case 'rest':
      return text(clampSeconds(value));
    case 'weight': {
      if (value === '' || PARTIAL_DECIMAL.test(value)) return value;
      const number = Number(value);
      if (!Number.isFinite(number)) return '';
      return number < WEIGHT_MIN ? String(WEIGHT_MIN) : value;
    }
  }
};

/** Leaving a field: the weight and the load percentage snap to the 0.5 step. */
export const settleInput = (field: SetField, raw: string) => {
  if (field === 'weight') return text(clampWeight(raw));
  if (field === 'load_percent') return text(clampLoadPercent(raw));
  return clampInput(field, raw);
};

/** The set a draft saves; a range, a load percentage and AMRAP only when given (older sets keep their shape). */
export const draftToSet = (draft: SetDraft): ExerciseSet =>
  compactSet({
    reps: clampReps(draft.reps),
    weight: clampWeight(draft.weight),
    time: clampSeconds(draft.time),
    rir: clampRir(draft.rir),
    rest: clampSeconds(draft.rest),
    reps_max: clampRepsMax(draft.reps_max),
    load_percent: clampLoadPercent(draft.load_percent),
    amrap: draft.amrap,
  });

/** The first problem of a draft and the field it belongs to (the set's own when it names none), or null. */
export const draftProblem = (
  draft: SetDraft,
): { field: SetField | 'amrap' | null; message: string } | null => {
  const result = exerciseSetSchema.safeParse(draftToSet(draft));
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  const field = issue.path[0];
  const named = [...setFields, 'amrap'].includes(String(field)) ? (field as SetField | 'amrap') : null;
  return { field: named, message: issue.message };
};

/** The sets to save, or the first problem when one is invalid. */
export const draftsToSetsData = (drafts: readonly SetDraft[]) => {
  const sets = drafts.map(draftToSet);
  const problem = sets.map(setProblem).find((message) => message !== null) ?? null;
  return { setsData: toSetsData(sets), problem };
};

/** The card's summary of its drafts: '3 × 8-12 @ 75%' (set-summary.ts). */
export const draftsSummary = (drafts: readonly SetDraft[]) => setsSummary(drafts.map(draftToSet));
