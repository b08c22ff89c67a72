import { userMessages } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { findUserState } from '../users-repository.js';

/**
 * Soft delete through the trash: deleted_at is set (the user stays listed, as Inactive), every session of the
 * user ends in the same transaction (the user record's afterTrash), and the user is listed in the trash;
 * program assignments are kept for a restore. An admin cannot delete their own account.
 */
export const deleteUser = async (
  tx: Transaction,
  context: TrashContext,
  id: number,
  actingUserId: number | undefined,
) => {
  if (id === actingUserId) throw conflict(userMessages.cannotDeleteSelf);
  const user = await findUserState(tx, id);
  if (!user) throw notFound(userMessages.notFound);
  const { moved } = await moveToTrash(tx, context, 'user', [id]);
  if (moved.length === 0) throw conflict(userMessages.alreadyDeleted);
};
