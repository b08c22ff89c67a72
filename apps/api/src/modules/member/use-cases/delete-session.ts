import { workoutSessions } from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { ownLiveSession } from './update-session.js';

/**
 * Moves a member's own workout to the trash (its sets stay with it; the declaration queues the compliance
 * measure); false when the member has no such live workout, another member's included. The row is locked first,
 * since the trash itself knows no owners.
 */
export const deleteSession = async (
  tx: Transaction,
  context: TrashContext,
  userId: number,
  id: number,
): Promise<boolean> => {
  const own = await tx
    .select({ id: workoutSessions.id })
    .from(workoutSessions)
    .where(ownLiveSession(id, userId))
    .for('update');
  if (own.length === 0) return false;
  const { moved } = await moveToTrash(tx, context, 'workout-session', [id]);
  return moved.length > 0;
};
