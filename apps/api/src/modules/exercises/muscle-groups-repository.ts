import { asc, eq, inArray } from 'drizzle-orm';
import type { MuscleGroup, MuscleGroupSelection } from '@coachboard/contract';
import { exerciseMuscleGroups, muscleGroups } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/** The reference list in its anatomical (id) order. */
export const listMuscleGroups = async (db: Queryable): Promise<MuscleGroup[]> =>
  db
    .select({ id: muscleGroups.id, name: muscleGroups.name })
    .from(muscleGroups)
    .orderBy(asc(muscleGroups.id));

/** Which of the given ids exist. */
export const existingMuscleGroupIds = async (db: Queryable, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: muscleGroups.id })
    .from(muscleGroups)
    .where(inArray(muscleGroups.id, ids));
  return new Set(rows.map((row) => row.id));
};

/** Replaces the exercise's muscle groups with `selection` (two statements, inside the caller's transaction). */
export const replaceExerciseMuscleGroups = async (
  db: Queryable,
  exerciseId: number,
  selection: readonly MuscleGroupSelection[],
) => {
  await db.delete(exerciseMuscleGroups).where(eq(exerciseMuscleGroups.exerciseId, exerciseId));
  if (selection.length === 0) return;
  await db
    .insert(exerciseMuscleGroups)
    .values(selection.map((item) => ({ exerciseId, muscleGroupId: item.muscle_group_id, type: item.type })));
};

/** The exercise's primary and secondary groups, each in anatomical order. */
export const muscleGroupsOfExercise = async (db: Queryable, exerciseId: number) => {
  const rows = await db
    .select({ id: muscleGroups.id, name: muscleGroups.name, type: exerciseMuscleGroups.type })
    .from(exerciseMuscleGroups)
    .innerJoin(muscleGroups, eq(muscleGroups.id, exerciseMuscleGroups.muscleGroupId))
    .where(eq(exerciseMuscleGroups.exerciseId, exerciseId))
    .orderBy(asc(muscleGroups.id));
  const pick = (type: string) =>
    rows.filter((row) => row.type === type).map(({ id, name }) => ({ id, name }));
  return { primary: pick('primary'), secondary: pick('secondary') };
};
