import { dayExerciseGroups, userExerciseActivityLogsWithTrash } from '../../../db/schema/index.js';
import { copiedColumns } from '../../../lib/copied-columns.js';

/**
 * The columns of a day exercise a copy carries over as they are: every column but its id, its day, its
 * position, its timestamps, its group and its deleted_at (sets, exercise, and whatever columns later migrations
 * add). The group is mapped to the copy of the group; a copy is never in the trash.
 */
export const dayExerciseCopiedColumns = () =>
  copiedColumns(userExerciseActivityLogsWithTrash, [
    'id',
    'training_day_id',
    'position',
    'created_at',
    'updated_at',
    'group_id',
    'deleted_at',
  ]);

/** The columns of a superset or circuit a copy carries over (kind, rounds, and later columns). */
export const groupCopiedColumns = () =>
  copiedColumns(dayExerciseGroups, ['id', 'training_day_id', 'created_at']);
