import { getTableColumns } from 'drizzle-orm';
import type { ProgramSummary } from '@coachboard/contract';
import { files, trainingPrograms, type TrainingProgramRow } from '../../db/schema/index.js';

/** Columns of a program row plus the public path of its image file (left-joined). */
const { nameSearch: _nameSearch, ...programColumns } = getTableColumns(trainingPrograms);
export const programWithImageColumns = { ...programColumns, imageFullPath: files.fullPath };
export type ProgramWithImageRow = Omit<TrainingProgramRow, 'nameSearch'> & { imageFullPath: string | null };

/** The fields an admin edits, under their API names: the summary answers them and the audit log compares them. */
export const programFields = (
  row: Pick<
    TrainingProgramRow,
    | 'name'
    | 'programType'
    | 'difficultyLevel'
    | 'durationWeeks'
    | 'trainingDaysPerWeek'
    | 'workoutDuration'
    | 'description'
  >,
) => ({
  name: row.name,
  program_type: row.programType,
  difficulty_level: row.difficultyLevel,
  duration_weeks: row.durationWeeks,
  training_days_per_week: row.trainingDaysPerWeek,
  workout_duration: row.workoutDuration,
  description: row.description,
});

export const toProgramSummary = (row: ProgramWithImageRow): ProgramSummary => ({
  id: row.id,
  ...programFields(row),
  image: row.image,
  training_program_image:
    row.imageFileId !== null && row.imageFullPath !== null
      ? { id: row.imageFileId, full_path: row.imageFullPath }
      : null,
  is_admin: row.isAdmin,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
