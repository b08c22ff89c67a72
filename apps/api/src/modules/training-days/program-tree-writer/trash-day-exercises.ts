import type { Transaction } from '../../../lib/db-types.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';

/**
 * Moves day exercises to the trash, one entry each in one batch (day-exercise-record.ts says what an entry
 * holds); their groups stay, so a restore puts them back in them. Returns the batch (what Undo restores), or
 * null when none was moved.
 */
export const trashDayExercises = async (
  tx: Transaction,
  context: TrashContext,
  ids: readonly number[],
): Promise<string | null> => {
  if (ids.length === 0) return null;
  const trashed = await moveToTrash(tx, context, 'day-exercise', ids);
  return trashed.moved.length > 0 ? trashed.batchId : null;
};
