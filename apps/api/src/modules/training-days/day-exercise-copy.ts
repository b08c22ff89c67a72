import { userExerciseActivityLogsWithTrash } from '../../db/schema/index.js';
import { copiedColumns } from '../../lib/copied-columns.js';

/**
 * The columns of a day exercise a copy carries over as they are: every column but its id, its day, its
 * position, its timestamps and its group (sets, exercise, and whatever columns later migrations add).
 */
export const dayExerciseCopiedColumns = () =>
  copiedColumns(userExerciseActivityLogsWithTrash, [
    'id',
    'training_day_id',
    'position',
    'created_at',
    'updated_at',
    // A group belongs to its day: a copy pointing at the source's group would join another day's group.
    'group_id',
  ]);
