import { userMessages, type User } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, foundOr, notFound } from '../../../lib/errors.js';
import { restoreFromTrash } from '../../../lib/trash-restore.js';
import type { TrashContext } from '../../../lib/trash.js';
import { activeEmailTaken, findUser, findUserState, restoreUserRow } from '../users-repository.js';
import { userDisplayName } from '../user-record.js';
import { refusePanelAccounts } from './refuse-panel-accounts.js';

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === UNIQUE_VIOLATION ||
    (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION);

/**
 * Restores a soft-deleted user through the trash (deleted_at cleared, the trash entry gone). Refused with 409
 * when another active account took the e-mail meanwhile (the user record's restoreClash, checked first for a
 * clear answer; the partial unique index settles a race). A soft delete the trash never saw (a row written
 * as deleted by a script) is restored the same way and recorded here. The user signs in again afterwards.
 */
export const restoreUser = async (tx: Transaction, context: TrashContext, id: number): Promise<User> => {
  const user = await findUserState(tx, id);
  if (!user) throw notFound(userMessages.notFound);
  // Also asked by the trash, but a soft delete the trash never saw is restored below without it.
  await refusePanelAccounts(tx, [id]);
  if (user.deletedAt === null) throw conflict(userMessages.notDeleted);
  try {
    const restored = await restoreFromTrash(tx, context, 'user', [id]);
    if (restored.length === 0) {
      if (await activeEmailTaken(tx, user.email, id)) throw conflict(userMessages.restoreEmailTaken);
      if (!(await restoreUserRow(tx, id))) throw conflict(userMessages.notDeleted);
      const back = foundOr(await findUser(tx, id), userMessages.notFound);
      await context.audit.record(
        { action: 'restore', record: { type: 'user', id, name: userDisplayName(back) } },
        tx,
      );
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.restoreEmailTaken);
    throw error;
  }
  return foundOr(await findUser(tx, id), userMessages.notFound);
};
