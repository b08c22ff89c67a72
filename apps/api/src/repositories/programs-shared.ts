import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ProgramSummary, UserSummary } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { files, trainingPrograms, type TrainingProgramRow } from '../db/schema/index.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** Columns of a program row plus the public path of its image file (left-joined). */
const { nameSearch: _nameSearch, ...programColumns } = getTableColumns(trainingPrograms);
export const programWithImageColumns = { ...programColumns, imageFullPath: files.fullPath };
export type ProgramWithImageRow = Omit<TrainingProgramRow, 'nameSearch'> & { imageFullPath: string | null };

export const toProgramSummary = (row: ProgramWithImageRow): ProgramSummary => ({
  id: row.id,
  name: row.name,
  program_type: row.programType,
  difficulty_level: row.difficultyLevel,
  duration_weeks: row.durationWeeks,
  training_days_per_week: row.trainingDaysPerWeek,
  workout_duration: row.workoutDuration,
  description: row.description,
  image: row.image,
  training_program_image:
    row.imageFileId !== null && row.imageFullPath !== null
      ? { id: row.imageFileId, full_path: row.imageFullPath }
      : null,
  is_admin: row.isAdmin,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export interface UserSummaryRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  deletedAt: Date | null;
}

export const toUserSummary = (row: UserSummaryRow): UserSummary => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  deleted_at: row.deletedAt?.toISOString() ?? null,
  is_active: row.deletedAt === null,
});

/** `%term%` for LIKE/ILIKE with the term's own %, _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A PostgreSQL integer array literal. drizzle expands a JS array in a `sql` template into a parameter list,
 * so an array parameter is sent as its text form and cast.
 */
export const intArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
export const bigintArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::bigint[]`;

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
