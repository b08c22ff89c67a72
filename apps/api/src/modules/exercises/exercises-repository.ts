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
import { preparedStatementFamily, statementName } from '../../lib/prepared.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { containsPattern, offsetOf, pageWithTotal, totalColumn } from '../../lib/sql.js';
import { exerciseColumns, toExercise, type ExerciseColumnsRow } from './exercise-rows.js';

export interface ExerciseFilters {
  search?: string | undefined;
  targetMuscleGroup?: TargetMuscleGroup | undefined;
  isAtHome?: boolean | undefined;
  isGymBased?: boolean | undefined;
}

/**
 * Which filters a list request has: `s` search, `t` target muscle group, `h` at home, `g` gym based, `_` for
 * each one absent (the flags' values, true or false, are placeholders like the others).
 */
type ExerciseListVariant = `${'s' | '_'}${'t' | '_'}${'h' | '_'}${'g' | '_'}`;

const listVariantOf = (filters: ExerciseFilters): ExerciseListVariant =>
  `${filters.search ? 's' : '_'}${filters.targetMuscleGroup ? 't' : '_'}${filters.isAtHome !== undefined ? 'h' : '_'}${filters.isGymBased !== undefined ? 'g' : '_'}`;

/** Case-insensitive substring match on `search_text` (the `pattern` placeholder), served by its trigram index. */
const searchTextMatches = () => sql`${exercises.searchText} like lower(${sql.placeholder('pattern')})`;

/** The conditions of a list variant, with placeholders for the values. */
const listWhere = (variant: ExerciseListVariant) => {
  const conditions: SQL[] = [];
  if (variant[0] === 's') conditions.push(searchTextMatches());
  if (variant[1] === 't')
    conditions.push(eq(exercises.targetMuscleGroup, sql.placeholder('targetMuscleGroup')));
  if (variant[2] === 'h') conditions.push(eq(exercises.isAtHome, sql.placeholder('isAtHome')));
  if (variant[3] === 'g') conditions.push(eq(exercises.isGymBased, sql.placeholder('isGymBased')));
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** How many programs list the exercise: a correlated count per row of a page, served by the exercise_id index. */
const programCount =
  sql<number>`(select count(*) from ${programExercises} pe where pe.exercise_id = ${exercises.id})::int`.as(
    'training_programs_count',
  );

const newestFirst = [desc(exercises.createdAt), desc(exercises.id)];

const variantTotal = (db: Queryable, variant: ExerciseListVariant) =>
  db.select({ total: count() }).from(exercises).where(listWhere(variant));

/**
 * A page of a list variant, newest first, each row carrying the variant's total. The page's ids are taken
 * first (index only) and joined after, so rows skipped by OFFSET never compute a count: page 300 costs about
 * what page 1 does.
 */
const exercisePage = preparedStatementFamily((db, variant: ExerciseListVariant) => {
  const pageIds = db
    .select({ id: exercises.id })
    .from(exercises)
    .where(listWhere(variant))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select({ ...exerciseColumns, programCount, total: totalColumn(variantTotal(db, variant)) })
    .from(pageIds)
    .innerJoin(exercises, eq(exercises.id, pageIds.id))
    .orderBy(...newestFirst)
    .prepare(statementName(`exercises_page_${variant}`, variant[0] === 's'));
});

/** A variant's total alone, for a page past the last one. */
const exerciseTotal = preparedStatementFamily((db, variant: ExerciseListVariant) =>
  variantTotal(db, variant).prepare(statementName(`exercises_total_${variant}`, variant[0] === 's')),
);

/**
 * A page of the library, newest first, each with its assigned-program count, and the total: one statement built
 * once per filter combination (a named prepared statement, except the searches).
 */
export const listExercises = async (
  db: Queryable,
  filters: ExerciseFilters,
  page: number,
  perPage: number,
): Promise<{ items: ExerciseListItem[]; total: number }> => {
  const variant = listVariantOf(filters);
  const values = {
    pattern: filters.search ? containsPattern(filters.search) : undefined,
    targetMuscleGroup: filters.targetMuscleGroup,
    isAtHome: filters.isAtHome,
    isGymBased: filters.isGymBased,
    limit: perPage,
    offset: offsetOf(page, perPage),
  };
  const { rows, total } = await pageWithTotal(exercisePage(db, variant), exerciseTotal(db, variant), values);
  return {
    items: rows.map((row) => ({ ...toExercise(row), training_programs_count: row.programCount })),
    total,
  };
};

/** Which options a dialog search has: `s` a term, `x` a day whose exercises are left out, `_` for each absent. */
type ExerciseSearchVariant = `${'s' | '_'}${'x' | '_'}`;

const searchWhere = (variant: ExerciseSearchVariant) => {
  const conditions: SQL[] = [];
  if (variant[0] === 's') conditions.push(searchTextMatches());
  if (variant[1] === 'x') {
    conditions.push(
      sql`not exists (select 1 from ${userExerciseActivityLogs} l where l.training_day_id = ${sql.placeholder('excludeDayId')} and l.exercise_id = ${exercises.id})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

const searchTotalQuery = (db: Queryable, variant: ExerciseSearchVariant) =>
  db.select({ total: count() }).from(exercises).where(searchWhere(variant));

const searchPage = preparedStatementFamily((db, variant: ExerciseSearchVariant) =>
  db
    .select({ ...exerciseColumns, total: totalColumn(searchTotalQuery(db, variant)) })
    .from(exercises)
    .where(searchWhere(variant))
    .orderBy(asc(exercises.nameSearch), asc(exercises.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(statementName(`exercises_search_page_${variant}`, variant[0] === 's')),
);

const searchTotal = preparedStatementFamily((db, variant: ExerciseSearchVariant) =>
  searchTotalQuery(db, variant).prepare(
    statementName(`exercises_search_total_${variant}`, variant[0] === 's'),
  ),
);

/**
 * The dialog's search, alphabetical: `limit` rows from `offset`, each carrying the total (one statement built
 * once per option combination). With `excludeDayId` the exercises already on that day are left out.
 */
export const searchExercises = async (
  db: Queryable,
  options: { term?: string | undefined; excludeDayId?: number | undefined; offset: number; limit: number },
) => {
  const variant: ExerciseSearchVariant = `${options.term ? 's' : '_'}${options.excludeDayId !== undefined ? 'x' : '_'}`;
  const values = {
    pattern: options.term ? containsPattern(options.term) : undefined,
    excludeDayId: options.excludeDayId,
    limit: options.limit,
    offset: options.offset,
  };
  const { rows, total } = await pageWithTotal(searchPage(db, variant), searchTotal(db, variant), values);
  return { items: rows.map(toExercise), total };
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
