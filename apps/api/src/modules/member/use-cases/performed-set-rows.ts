import { inArray } from 'drizzle-orm';
import { memberMessages, type PerformedSetInput } from '@coachboard/contract';
import { exercises, type performedSets, type PerformedSetRow } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { validationFailed, type FieldErrors } from '../../../lib/errors.js';
import { prescribedSet, type DayExercisePlace } from '../day-exercises-repository.js';

export type PerformedSetValues = Omit<typeof performedSets.$inferInsert, 'sessionId'>;
type Target = Pick<
  PerformedSetValues,
  | 'targetReps'
  | 'targetRepsMax'
  | 'targetWeight'
  | 'targetLoadPercent'
  | 'targetTime'
  | 'targetRir'
  | 'targetAmrap'
>;

const NO_TARGET: Target = {
  targetReps: null,
  targetRepsMax: null,
  targetWeight: null,
  targetLoadPercent: null,
  targetTime: null,
  targetRir: null,
  targetAmrap: false,
};

/** The prescription copy of a place's set: null targets when the place has no set of that number. */
const targetOf = (place: Pick<DayExercisePlace, 'setsData'> | undefined, setNumber: number): Target => {
  const set = place ? prescribedSet(place.setsData, setNumber) : null;
  if (!set) return NO_TARGET;
  return {
    targetReps: set.reps,
    targetRepsMax: set.reps_max ?? null,
    targetWeight: set.weight,
    targetLoadPercent: set.load_percent ?? null,
    targetTime: set.time,
    targetRir: set.rir,
    targetAmrap: set.amrap ?? false,
  };
};

const keyOf = (set: {
  dayExerciseId: number | null;
  exerciseId: number | null;
  replacesDayExerciseId: number | null;
  setNumber: number;
}) =>
  `${set.dayExerciseId ?? ''}|${set.dayExerciseId ? '' : (set.exerciseId ?? '')}|` +
  `${set.replacesDayExerciseId ?? ''}|${set.setNumber}`;

/**
 * The rows to store for a workout's sets, each with a copy of the prescription it is logged against (`dayPlaces`:
 * the workout's training day as dayExercisePlaces reads it, none for a workout whose day is gone). A set the
 * session already held (same day exercise or added exercise, replaced place and number) keeps the copy it was
 * logged with, so editing a workout after the program changed leaves what it is measured against as it was; a
 * day exercise the session already named stays valid after it left the day. Refuses (422, every field at once) a
 * day exercise not on the day, an exercise_id that is not its exercise, and an added exercise that does not exist.
 */
export const performedSetRows = async (
  db: Queryable,
  dayPlaces: readonly DayExercisePlace[],
  sets: readonly PerformedSetInput[],
  kept: readonly PerformedSetRow[] = [],
): Promise<PerformedSetValues[]> => {
  const places = new Map(dayPlaces.map((place) => [place.id, place]));
  const keptByKey = new Map(kept.map((row) => [keyOf(row), row]));
  const keptPlaces = new Map(
    kept
      .filter((row) => row.dayExerciseId !== null)
      .map((row) => [row.dayExerciseId!, { exerciseId: row.exerciseId, exerciseName: row.exerciseName }]),
  );
  const addedIds = [...new Set(sets.filter((set) => !set.day_exercise_id).map((set) => set.exercise_id!))];
  const added = new Map(
    addedIds.length === 0
      ? []
      : (
          await db
            .select({ id: exercises.id, name: exercises.name })
            .from(exercises)
            .where(inArray(exercises.id, addedIds))
        ).map((row) => [row.id, row.name]),
  );
  for (const row of kept) if (row.exerciseId !== null) added.set(row.exerciseId, row.exerciseName);

  const errors: FieldErrors = {};
  const refuse = (index: number, field: string, message: string): null => {
    errors[`sets.${index}.${field}`] = [message];
    return null;
  };
  const rows = sets.map((set, index): PerformedSetValues | null => {
    const dayExerciseId = set.day_exercise_id ?? null;
    const replacesId = set.replaces_day_exercise_id ?? null;
    const place = dayExerciseId === null ? undefined : places.get(dayExerciseId);
    const placeExercise = place
      ? { exerciseId: place.exerciseId, exerciseName: place.exerciseName }
      : dayExerciseId === null
        ? undefined
        : keptPlaces.get(dayExerciseId);
    if (dayExerciseId !== null && !placeExercise) {
      return refuse(index, 'day_exercise_id', memberMessages.dayExerciseNotOnDay);
    }
    if (replacesId !== null && !places.has(replacesId) && !keptPlaces.has(replacesId)) {
      return refuse(index, 'replaces_day_exercise_id', memberMessages.dayExerciseNotOnDay);
    }
    if (placeExercise && set.exercise_id && set.exercise_id !== placeExercise.exerciseId) {
      return refuse(index, 'exercise_id', memberMessages.exerciseMismatch);
    }
    const exerciseId = placeExercise ? placeExercise.exerciseId : set.exercise_id!;
    const exerciseName = placeExercise ? placeExercise.exerciseName : added.get(set.exercise_id!);
    if (exerciseName === undefined) return refuse(index, 'exercise_id', memberMessages.exerciseNotFound);

    const identity = {
      dayExerciseId,
      exerciseId,
      replacesDayExerciseId: replacesId,
      setNumber: set.set_number,
    };
    const keptRow = keptByKey.get(keyOf(identity));
    const target: Target = keptRow
      ? { ...NO_TARGET, ...pickTarget(keptRow) }
      : targetOf(places.get(dayExerciseId ?? replacesId ?? 0), set.set_number);
    return {
      ...identity,
      position: index + 1,
      exerciseName,
      reps: set.reps,
      weight: set.weight,
      time: set.time,
      rir: set.rir,
      rpe: set.rpe,
      completed: set.completed,
      ...target,
    };
  });
  const fields = Object.keys(errors);
  if (fields.length > 0) throw validationFailed(errors[fields[0]!]![0]!, errors);
  return rows as PerformedSetValues[];
};

const pickTarget = (row: PerformedSetRow): Target => ({
  targetReps: row.targetReps,
  targetRepsMax: row.targetRepsMax,
  targetWeight: row.targetWeight,
  targetLoadPercent: row.targetLoadPercent,
  targetTime: row.targetTime,
  targetRir: row.targetRir,
  targetAmrap: row.targetAmrap,
});
