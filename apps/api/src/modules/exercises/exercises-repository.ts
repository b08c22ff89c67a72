import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ExerciseListItem, TargetMuscleGroup } from '@coachboard/contract';
import {
  exercises,
  programExercises,
  trainingDays,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { searchTextContains } from './exercise-search-text.js';
import { exerciseColumns, toExercise, type ExerciseColumnsRow } from './exercise-rows.js';

export interface ExerciseFilters {
  search?: string | undefined;
  targetMuscleGroup?: TargetMuscleGroup | undefined;
  isAtHome?: boolean | undefined;
  isGymBased?: boolean | undefined;
}

const filtersToWhere = (filters: ExerciseFilters) => {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(searchTextContains(filters.search));
  if (filters.targetMuscleGroup) conditions.push(eq(exercises.targetMuscleGroup, filters.targetMuscleGroup));
  if (filters.isAtHome !== undefined) conditions.push(eq(exercises.isAtHome, filters.isAtHome));
  if (filters.isGymBased !== undefined) conditions.push(eq(exercises.isGymBased, filters.isGymBased));
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** How many programs list the exercise: a correlated count per row of a page, served by the exercise_id index. */
const programCount = sql<number>`(select count(*) from ${programExercises} pe where pe.exercise_id = ${exercises.id})::int`;

/**
 * A page of the library, newest first, each with its assigned-program count, and the total: two queries.
 * The page's ids are taken first (index only) and joined after, so rows skipped by OFFSET never compute a
 * count: page 300 costs about what page 1 does.
 */
export const listExercises = async (
  db: Queryable,
  filters: ExerciseFilters,
  page: number,
  perPage: number,
): Promise<{ items: ExerciseListItem[]; total: number }> => {
  const where = filtersToWhere(filters);
  const pageIds = db
    .select({ id: exercises.id })
    .from(exercises)
    .where(where)
    .orderBy(desc(exercises.createdAt), desc(exercises.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page_ids');
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...exerciseColumns, programCount })
      .from(pageIds)
      .innerJoin(exercises, eq(exercises.id, pageIds.id))
      .orderBy(desc(exercises.createdAt), desc(exercises.id)),
    db.select({ total: count() }).from(exercises).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toExercise(row), training_programs_count: row.programCount })),
    total: totals?.total ?? 0,
  };
};

/**
 * The dialog's search, alphabetical: `limit` rows from `offset`, and the total. With `excludeDayId` the
 * exercises already on that day are left out.
 */
export const searchExercises = async (
  db: Queryable,
  options: { term?: string | undefined; excludeDayId?: number | undefined; offset: number; limit: number },
) => {
  const conditions: SQL[] = [];
  if (options.term) conditions.push(searchTextContains(options.term));
  if (options.excludeDayId !== undefined) {
    conditions.push(
      sql`not exists (select 1 from ${userExerciseActivityLogs} l where l.training_day_id = ${options.excludeDayId} and l.exercise_id = ${exercises.id})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(exerciseColumns)
      .from(exercises)
      .where(where)
      .orderBy(asc(exercises.nameSearch), asc(exercises.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(exercises).where(where),
  ]);
  return { items: rows.map(toExercise), total: totals?.total ?? 0 };
};

export const findExercise = async (db: Queryable, id: number): Promise<ExerciseColumnsRow | null> => {
  const [row] = await db.select(exerciseColumns).from(exercises).where(eq(exercises.id, id));
  return row ?? null;
};

/** Locks the exercise row for the rest of the transaction; null when it does not exist. */
export const lockExercise = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(eq(exercises.id, id))
    .for('update');
  return row ?? null;
};

export interface ExerciseValues {
  name?: string | undefined;
  description?: string | null | undefined;
  ytLink?: string | null | undefined;
  targetMuscleGroup?: TargetMuscleGroup | null | undefined;
  isAtHome?: boolean | undefined;
  isGymBased?: boolean | undefined;
}

export const insertExercise = async (db: Queryable, values: ExerciseValues & { name: string }) => {
  const [row] = await db.insert(exercises).values(values).returning({ id: exercises.id });
  if (!row) throw new Error('Exercise insert returned no row');
  return row.id;
};

/**
 * Changes the given fields; false when the exercise does not exist or, with `expectedUpdatedAt`, is no longer
 * that version.
 */
export const updateExerciseRow = async (
  db: Queryable,
  id: number,
  values: ExerciseValues,
  expectedUpdatedAt?: string,
) => {
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const updated = await db
    .update(exercises)
    .set({ ...defined, updatedAt: nextUpdatedAt(exercises.updatedAt) })
    .where(isRowVersion(exercises.id, id, exercises.updatedAt, expectedUpdatedAt))
    .returning({ id: exercises.id });
  return updated.length > 0;
};

/** Deletes the exercise; its day assignments, program links and muscle groups go with it (cascades). */
export const deleteExerciseRow = async (db: Queryable, id: number) => {
  const deleted = await db.delete(exercises).where(eq(exercises.id, id)).returning({ id: exercises.id });
  return deleted.length > 0;
};

/** How many training days hold the exercise, and in how many programs. */
export const exerciseUsage = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      days: sql<number>`count(distinct ${userExerciseActivityLogs.trainingDayId})::int`,
      programs: sql<number>`count(distinct ${trainingWeeks.trainingProgramId})::int`,
    })
    .from(userExerciseActivityLogs)
    .innerJoin(trainingDays, eq(trainingDays.id, userExerciseActivityLogs.trainingDayId))
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(eq(userExerciseActivityLogs.exerciseId, id));
  return { training_days: row?.days ?? 0, training_programs: row?.programs ?? 0 };
};
