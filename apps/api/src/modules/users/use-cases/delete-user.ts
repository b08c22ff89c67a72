import { userMessages } from '@coachboard/contract';
import { revokeAllUserSessions } from '../../auth/public.js';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { findUserState, softDeleteUserRow } from '../users-repository.js';

/**
 * Soft delete: deleted_at is set and every session of the user ends in the same transaction (their access
 * tokens stop working at once); program assignments are kept for a later restore. An admin cannot delete
 * their own account.
 */
export const deleteUser = async (db: Database, id: number, actingUserId: number | undefined) => {
  if (id === actingUserId) throw conflict(userMessages.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const user = await findUserState(tx, id);
    if (!user) throw notFound(userMessages.notFound);
    if (!(await softDeleteUserRow(tx, id))) throw conflict(userMessages.alreadyDeleted);
    await revokeAllUserSessions(tx, id, 'user_gone');
  });
};
