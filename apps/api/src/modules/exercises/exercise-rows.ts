import { getTableColumns } from 'drizzle-orm';
import type { Exercise } from '@coachboard/contract';
import { exercises, type ExerciseRow } from '../../db/schema/index.js';

const { nameSearch: _nameSearch, searchText: _searchText, ...columns } = getTableColumns(exercises);
/** The exercise columns the API sends (not the search helpers). */
export const exerciseColumns = columns;
export type ExerciseColumnsRow = Omit<ExerciseRow, 'nameSearch' | 'searchText'>;

/** The fields an admin edits, under their API names (the answer's and the audit log's). */
export const exerciseFields = (
  row: Pick<
    ExerciseColumnsRow,
    'name' | 'description' | 'ytLink' | 'targetMuscleGroup' | 'isAtHome' | 'isGymBased'
  >,
) => ({
  name: row.name,
  description: row.description,
  yt_link: row.ytLink,
  target_muscle_group: row.targetMuscleGroup,
  is_at_home: row.isAtHome,
  is_gym_based: row.isGymBased,
});

export const toExercise = (row: ExerciseColumnsRow): Exercise => ({
  id: row.id,
  ...exerciseFields(row),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
