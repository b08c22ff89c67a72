import {
  exerciseApiMessages,
  exerciseMessages,
  type CreateExercise,
  type MuscleGroupSelection,
  type UpdateExercise,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { invalidField } from '../../../lib/errors.js';
import { refuseUnappliedUpdate } from '../../../lib/stale-update.js';
import { refreshSearchText } from '../exercise-search-text.js';
import {
  findExercise,
  insertExercise,
  updateExerciseRow,
  type ExerciseValues,
} from '../exercises-repository.js';
import { existingMuscleGroupIds, replaceExerciseMuscleGroups } from '../muscle-groups-repository.js';

const toValues = (input: UpdateExercise): ExerciseValues => ({
  name: input.name,
  description: input.description,
  ytLink: input.yt_link,
  targetMuscleGroup: input.target_muscle_group,
  isAtHome: input.is_at_home,
  isGymBased: input.is_gym_based,
});

/** 422 on `muscle_groups` when a selected id is not in the reference list. */
const requireKnownMuscleGroups = async (db: Queryable, selection: readonly MuscleGroupSelection[]) => {
  const ids = selection.map((item) => item.muscle_group_id);
  const known = await existingMuscleGroupIds(db, ids);
  if (ids.some((id) => !known.has(id)))
    throw invalidField('muscle_groups', exerciseMessages.unknownMuscleGroup);
};

/**
 * The body's fields are optional in the contract for updates, but a create always carries a name; an
 * update that leaves a field out keeps it.
 */
const writeMuscleGroups = async (
  db: Queryable,
  id: number,
  selection: readonly MuscleGroupSelection[] | undefined,
) => {
  if (selection) await replaceExerciseMuscleGroups(db, id, selection);
  await refreshSearchText(db, [id]);
};

/** Creates an exercise with its muscle groups and search text in one transaction; returns its id. */
export const createExercise = async (db: Queryable, input: CreateExercise) => {
  if (input.muscle_groups) await requireKnownMuscleGroups(db, input.muscle_groups);
  return db.transaction(async (tx) => {
    const id = await insertExercise(tx, { ...toValues(input), name: input.name });
    await writeMuscleGroups(tx, id, input.muscle_groups);
    return id;
  });
};

/**
 * Updates the fields present (and the muscle groups when sent) in one transaction; 404 when missing, 409 when
 * `expected_updated_at` is not the exercise's version any more.
 */
export const updateExercise = async (db: Queryable, id: number, input: UpdateExercise) => {
  if (input.muscle_groups) await requireKnownMuscleGroups(db, input.muscle_groups);
  await db.transaction(async (tx) => {
    const expected = input.expected_updated_at;
    if (!(await updateExerciseRow(tx, id, toValues(input), expected)))
      await refuseUnappliedUpdate(expected, async () => (await findExercise(tx, id)) !== null, {
        notFound: exerciseMessages.notFound,
        stale: exerciseApiMessages.staleUpdate,
      });
    await writeMuscleGroups(tx, id, input.muscle_groups);
  });
};
