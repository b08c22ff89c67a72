import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type CreateProgram,
  type DifficultyLevel,
  type ProgramDetail,
  type ProgramListKind,
  type ProgramSummary,
  type ProgramType,
} from '@coachboard/contract';
import {
  exercises,
  files,
  programExercises,
  programUsers,
  trainingPrograms,
  users,
  type NewTrainingProgramRow,
} from '../../db/schema/index.js';
import { createWeeks } from '../training-days/public.js';
import type { Queryable, Transaction } from '../../lib/db-types.js';
import { containsText, equals, type ListFilter } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { preparedStatement } from '../../lib/prepared.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { rowExists } from '../../lib/sql.js';
import { toUserSummary, userSummaryColumns } from '../../lib/user-summary.js';
import {
  countPersonalCopies,
  personalCopyOfColumns,
  personalCopyOfJoins,
  toPersonalCopyOf,
} from './personal-copies-repository.js';
import { programWithImageColumns, toProgramSummary } from './program-summary.js';

export interface ProgramFilters {
  search?: string | undefined;
  programType?: ProgramType | undefined;
  difficultyLevel?: DifficultyLevel | undefined;
  /** Unset: every program but personal copies; personal_copies: only those. */
  kind?: ProgramListKind | undefined;
}

type ProgramKindVariant = 'programs' | ProgramListKind;

/** Personal copies or the other programs: each variant has its partial index (migration 0024). */
const programKind: ListFilter<ProgramKindVariant> = {
  variant: (kind) => kind,
  where: (variant) =>
    variant === 'personal_copies'
      ? isNotNull(trainingPrograms.ownerUserId)
      : isNull(trainingPrograms.ownerUserId),
  bind: () => ({}),
};

/**
 * The programs list and the program picker, newest first. The name search is a case-insensitive substring
 * match: LIKE on the stored lower(name), served by its trigram index; the unfiltered total is a row count kept
 * exact by triggers (migration 0009).
 */
const programList = pagedList({
  name: 'programs',
  table: trainingPrograms,
  key: trainingPrograms.id,
  columns: programWithImageColumns,
  leftJoins: [{ table: files, on: eq(files.id, trainingPrograms.imageFileId) }],
  orderBy: { column: trainingPrograms.createdAt, direction: 'desc' },
  filters: {
    search: containsText(trainingPrograms.nameSearch),
    programType: equals<ProgramType>(trainingPrograms.programType),
    difficultyLevel: equals<DifficultyLevel>(trainingPrograms.difficultyLevel),
    kind: programKind,
  },
  // The kept count is of live programs that are not personal copies (migration 0024).
  keptTotals: [{ when: { kind: 'programs' }, counted: 'training_programs' }],
});

const withKind = ({ kind, ...filters }: ProgramFilters) => ({
  ...filters,
  kind: kind ?? ('programs' as const),
});

export const listPrograms = async (db: Queryable, filters: ProgramFilters, page: number, perPage: number) => {
  const { items, total } = await programList(db, withKind(filters), { page, perPage });
  return { items: items.map(toProgramSummary), total };
};

/** The ids of every program matching the list's filters, in list order, up to `limit + 1` (a bulk delete). */
export const matchingProgramIds = async (db: Queryable, filters: ProgramFilters, limit: number) => {
  const { keys, total } = await programList.matchingKeys(db, withKind(filters), { limit });
  return { ids: keys, total };
};

const programSummaryById = preparedStatement((db) =>
  db
    .select(programWithImageColumns)
    .from(trainingPrograms)
    .leftJoin(files, eq(files.id, trainingPrograms.imageFileId))
    .where(eq(trainingPrograms.id, sql.placeholder('id')))
    .prepare('program_summary_by_id'),
);

export const findProgramSummary = async (db: Queryable, id: number): Promise<ProgramSummary | null> => {
  const [row] = await programSummaryById(db).execute({ id });
  return row ? toProgramSummary(row) : null;
};

export const programExists = (db: Queryable, id: number) => rowExists(db, trainingPrograms, id);

/** Writes a program's own columns (its weeks and days are the schedule repository's) and its updated_at. */
export const updateProgramColumns = async (
  db: Queryable,
  id: number,
  values: Partial<NewTrainingProgramRow>,
) =>
  db
    .update(trainingPrograms)
    .set({ ...values, updatedAt: nextUpdatedAt(trainingPrograms.updatedAt) })
    .where(eq(trainingPrograms.id, id));

/**
 * Locks the program row for the rest of the transaction; null when it does not exist or, with
 * `expectedUpdatedAt`, is no longer that version (FOR UPDATE re-checks the condition on the latest version).
 */
export const lockProgram = async (tx: Transaction, id: number, expectedUpdatedAt?: string) => {
  const [row] = await tx
    .select()
    .from(trainingPrograms)
    .where(isRowVersion(trainingPrograms.id, id, trainingPrograms.updatedAt, expectedUpdatedAt))
    .for('update');
  return row ?? null;
};

const activeUsersOfProgram = preparedStatement((db) =>
  db
    .select(userSummaryColumns)
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .where(and(eq(programUsers.trainingProgramId, sql.placeholder('id')), isNull(users.deletedAt)))
    .orderBy(asc(programUsers.assignedAt), asc(programUsers.userId))
    .prepare('program_detail_users'),
);

const exercisesOfProgram = preparedStatement((db) =>
  db
    .select({ id: exercises.id, name: exercises.name })
    .from(programExercises)
    .innerJoin(exercises, eq(exercises.id, programExercises.exerciseId))
    .where(eq(programExercises.trainingProgramId, sql.placeholder('id')))
    .orderBy(asc(exercises.name), asc(exercises.id))
    .prepare('program_detail_exercises'),
);

/** The program row with its image and, for a personal copy, its user and template. */
const programDetailById = preparedStatement((db) => {
  const [owner, template] = personalCopyOfJoins;
  return db
    .select({ ...programWithImageColumns, ...personalCopyOfColumns })
    .from(trainingPrograms)
    .leftJoin(files, eq(files.id, trainingPrograms.imageFileId))
    .leftJoin(owner.table, owner.on)
    .leftJoin(template.table, template.on)
    .where(eq(trainingPrograms.id, sql.placeholder('id')))
    .prepare('program_detail_by_id');
});

/**
 * The detail: the program (with whose personal copy it is), every active assigned user (in assignment order), its
 * exercises and how many personal copies it has. Four queries run side by side. Programs with very
 * many users can page them through `/assigned-users` instead.
 */
export const getProgramDetail = async (db: Queryable, id: number): Promise<ProgramDetail | null> => {
  const [[row], assigned, programExerciseRows, copyCount] = await Promise.all([
    programDetailById(db).execute({ id }),
    activeUsersOfProgram(db).execute({ id }),
    exercisesOfProgram(db).execute({ id }),
    countPersonalCopies(db, id),
  ]);
  if (!row) return null;
  return {
    ...toProgramSummary(row),
    personal_copy: toPersonalCopyOf(row),
    personal_copy_count: copyCount,
    users: assigned.map(toUserSummary),
    exercises: programExerciseRows,
  };
};

/** Creates a program with its weeks and each week's 7 days in one transaction (three statements). */
export const createProgram = async (
  db: Queryable,
  input: CreateProgram,
  options: { isAdmin: boolean; createdBy: number | null },
) =>
  db.transaction(async (tx) => {
    const [program] = await tx
      .insert(trainingPrograms)
      .values({
        name: input.name,
        programType: input.program_type,
        difficultyLevel: input.difficulty_level,
        durationWeeks: input.duration_weeks,
        trainingDaysPerWeek: input.training_days_per_week,
        workoutDuration: input.workout_duration,
        description: input.description,
        isAdmin: options.isAdmin,
        createdBy: options.createdBy,
      })
      .returning({ id: trainingPrograms.id });
    if (!program) throw new Error('Program insert returned no row');
    await createWeeks(tx, program.id, 1, input.duration_weeks, input.training_days_per_week);
    return program.id;
  });
