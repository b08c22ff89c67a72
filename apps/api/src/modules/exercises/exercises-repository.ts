import { eq, sql } from 'drizzle-orm';
import type { ExerciseListItem, TargetMuscleGroup } from '@coachboard/contract';
import {
  exercises,
  programExercises,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { condition, containsText, equals } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { exerciseColumns, toExercise, type ExerciseColumnsRow } from './exercise-rows.js';

export interface ExerciseFilters {
  search?: string | undefined;
  targetMuscleGroup?: TargetMuscleGroup | undefined;
  isAtHome?: boolean | undefined;
  isGymBased?: boolean | undefined;
}

/**
 * How many programs list the exercise: a correlated count per row of a page, read index-only from
 * program_exercises (exercise_id, training_program_id). Links to a program in the trash do not count; they are
 * skipped through the partial index of trashed programs (migration 0021), since joining the live-programs view
 * made PostgreSQL hash every live program for each row.
 */
const programCount = sql<number>`(select count(*) from ${programExercises} pe
  where pe.exercise_id = ${exercises.id}
    and not exists (select 1 from ${trainingProgramsWithTrash} trashed
                    where trashed.id = pe.training_program_id and trashed.deleted_at is not null))::int`.as(
  'training_programs_count',
);

/**
 * The library, newest first, each with its assigned-program count; the search is a case-insensitive substring
 * of `search_text`, served by its trigram index. The count is computed for the page's rows only (deferred join),
 * so page 300 costs about what page 1 does.
 */
const exerciseList = pagedList({
  name: 'exercises',
  table: exercises,
  key: exercises.id,
  columns: { ...exerciseColumns, programCount },
  orderBy: { column: exercises.createdAt, direction: 'desc' },
  filters: {
    search: containsText(exercises.searchText),
    targetMuscleGroup: equals<TargetMuscleGroup>(exercises.targetMuscleGroup),
    isAtHome: equals<boolean>(exercises.isAtHome),
    isGymBased: equals<boolean>(exercises.isGymBased),
  },
});

export const listExercises = async (
  db: Queryable,
  filters: ExerciseFilters,
  page: number,
  perPage: number,
): Promise<{ items: ExerciseListItem[]; total: number }> => {
  const { items, total } = await exerciseList(db, filters, { page, perPage });
  return {
    items: items.map((row) => ({ ...toExercise(row), training_programs_count: row.programCount })),
    total,
  };
};

/** The ids of every exercise matching the list's filters, in list order, up to `limit + 1` (a bulk delete). */
export const matchingExerciseIds = async (db: Queryable, filters: ExerciseFilters, limit: number) => {
  const { keys, total } = await exerciseList.matchingKeys(db, filters, { limit });
  return { ids: keys, total };
};

/**
 * The dialog's search, alphabetical; with `excludeDayId` the exercises already on that day are left out.
 */
const exerciseSearch = pagedList({
  name: 'exercises_search',
  table: exercises,
  key: exercises.id,
  columns: exerciseColumns,
  orderBy: { column: exercises.nameSearch, direction: 'asc' },
  filters: {
    term: containsText(exercises.searchText),
    excludeDayId: condition<number>(
      (dayId) =>
        sql`not exists (select 1 from ${userExerciseActivityLogs} l where l.training_day_id = ${dayId} and l.exercise_id = ${exercises.id})`,
    ),
  },
});

/** `limit` rows of the dialog's search from `offset`, and the total. */
export const searchExercises = async (
  db: Queryable,
  options: { term?: string | undefined; excludeDayId?: number | undefined; offset: number; limit: number },
) => {
  const { term, excludeDayId, offset, limit } = options;
  const { items, total } = await exerciseSearch(db, { term, excludeDayId }, { offset, limit });
  return { items: items.map(toExercise), total };
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
