import { compactSet, type ExerciseSet } from '@coachboard/contract';

/**
 * The normalized state of a program the template sync compares: weeks by number, days by day of the
 * week with their rest flag, and each day's exercises in order with a stable identity (`key`), their exercise,
 * their sets (fields in a fixed order, nulls written out) and their group. In a template a key is the day
 * exercise's id; in a copy it is the template day exercise it came from (template_log_id), or `copy:<id>` for
 * one the copy added itself. Groups are keyed the same way (template_group_id).
 */
export type SyncSet = Record<string, number | boolean | null>;

export interface SnapshotExercise {
  key: string;
  exercise_id: number;
  /** For the descriptions only; never compared. */
  name: string;
  sets: SyncSet[];
  group: string | null;
}

export interface SnapshotGroup {
  key: string;
  kind: string;
  rounds: number | null;
}

export interface SnapshotDay {
  day: number;
  rest: boolean;
  exercises: SnapshotExercise[];
  groups: SnapshotGroup[];
}

export interface SnapshotWeek {
  number: number;
  days: SnapshotDay[];
}

export interface ProgramSnapshot {
  weeks: SnapshotWeek[];
}

/** A set's fields in the order every snapshot writes them, with their value when missing. */
export const SET_FIELDS: Readonly<Record<string, null | false>> = {
  reps: null,
  reps_max: null,
  weight: null,
  load_percent: null,
  time: null,
  rir: null,
  rest: null,
  amrap: false,
};

/** One stored set (`sets_data.set_n`) as the sync compares it. */
export const normalizeSet = (set: Record<string, unknown>): SyncSet => {
  const normalized: SyncSet = {};
  for (const [field, missing] of Object.entries(SET_FIELDS)) {
    const value = set[field];
    normalized[field] =
      typeof value === 'number' || typeof value === 'boolean' ? value : (missing as null | boolean);
  }
  return normalized;
};

/** `sets_data` ({ set_1, set_2, ... }) as a list in set order. */
export const setsOf = (setsData: Record<string, Record<string, unknown>>): SyncSet[] =>
  Object.entries(setsData)
    .map(([name, set]) => ({ number: Number(name.replace('set_', '')), set }))
    .sort((a, b) => a.number - b.number)
    .map(({ set }) => normalizeSet(set));

/** The list back as `sets_data`, each set in the stored (compact) form the sets editor writes. */
export const setsDataOf = (sets: readonly SyncSet[]) =>
  Object.fromEntries(
    sets.map((set, index) => [`set_${index + 1}`, compactSet(set as unknown as ExerciseSet)]),
  );

/** JSON with object keys sorted, so equal values compare equal whatever order their keys were written in. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

export const sameValue = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

/** What of a day exercise the merge compares (its name follows its exercise; its place is the day's order). */
export const exerciseContent = (exercise: SnapshotExercise) => ({
  exercise_id: exercise.exercise_id,
  sets: exercise.sets,
  group: exercise.group,
});

const dayContent = (day: SnapshotDay) => ({
  rest: day.rest,
  exercises: day.exercises.map((exercise) => ({ key: exercise.key, ...exerciseContent(exercise) })),
  groups: [...day.groups].sort((a, b) => a.key.localeCompare(b.key)),
});

export const sameDay = (a: SnapshotDay, b: SnapshotDay) => sameValue(dayContent(a), dayContent(b));

export const sameWeek = (a: SnapshotWeek, b: SnapshotWeek) =>
  a.days.length === b.days.length &&
  a.days.every((day, index) => {
    const other = b.days[index];
    return other !== undefined && other.day === day.day && sameDay(day, other);
  });

/** The snapshot with weeks and days sorted, as the merge expects them. */
export const sortedSnapshot = (snapshot: ProgramSnapshot): ProgramSnapshot => ({
  weeks: [...snapshot.weeks]
    .sort((a, b) => a.number - b.number)
    .map((week) => ({ ...week, days: [...week.days].sort((a, b) => a.day - b.day) })),
});
