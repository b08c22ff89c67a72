import { exerciseMessages, type ExerciseDetail } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr } from '../../../lib/errors.js';
import { findExercise } from '../exercises-repository.js';
import { toExercise } from '../exercise-rows.js';
import { muscleGroupsOfExercise } from '../muscle-groups-repository.js';
import { programsOfExercise } from '../program-exercises-repository.js';

/** The exercise with its programs and muscle groups: three queries side by side; 404 when missing. */
export const getExerciseDetail = async (db: Queryable, id: number): Promise<ExerciseDetail> => {
  const [row, programs, groups] = await Promise.all([
    findExercise(db, id),
    programsOfExercise(db, id),
    muscleGroupsOfExercise(db, id),
  ]);
  return {
    ...toExercise(foundOr(row, exerciseMessages.notFound)),
    training_programs: programs,
    primary_muscle_groups: groups.primary,
    secondary_muscle_groups: groups.secondary,
  };
};
