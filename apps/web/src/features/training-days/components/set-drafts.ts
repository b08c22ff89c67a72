import {
  clampReps,
  clampRir,
  clampSeconds,
  clampWeight,
  newSet,
  orderedSets,
  setProblem,
  toSetsData,
  WEIGHT_MIN,
  type ExerciseSet,
  type SetsData,
} from '@coachboard/contract';

export const setFields = ['reps', 'weight', 'time', 'rir', 'rest'] as const;
export type SetField = (typeof setFields)[number];
/** What the inputs show while the administrator types: text, so '22.' survives until it becomes '22.5'. */
export type SetDraft = Record<SetField, string>;

export const setFieldLabels: Record<SetField, string> = {
  reps: 'Reps',
  weight: 'Weight (kg)',
  time: 'Time (sec)',
  rir: 'RIR',
  rest: 'Rest (sec)',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export const toDraft = (set: ExerciseSet): SetDraft => ({
  reps: text(set.reps),
  weight: text(set.weight),
  time: text(set.time),
  rir: text(set.rir),
  rest: text(set.rest),
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

/** Leaving a field: the weight snaps to the 0.5 step. */
export const settleInput = (field: SetField, raw: string) =>
  field === 'weight' ? text(clampWeight(raw)) : clampInput(field, raw);

export const draftToSet = (draft: SetDraft): ExerciseSet => ({
  reps: clampReps(draft.reps),
  weight: clampWeight(draft.weight),
  time: clampSeconds(draft.time),
  rir: clampRir(draft.rir),
  rest: clampSeconds(draft.rest),
});

/** The sets to save, or the first problem when one is invalid. */
export const draftsToSetsData = (drafts: readonly SetDraft[]) => {
  const sets = drafts.map(draftToSet);
  const problem = sets.map(setProblem).find((message) => message !== null) ?? null;
  return { setsData: toSetsData(sets), problem };
};
