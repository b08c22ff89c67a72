import { userMessages, type User } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import { conflict, foundOr, notFound } from '../../../lib/errors.js';
import { activeEmailTaken, findUser, findUserState, restoreUserRow } from '../users-repository.js';

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === UNIQUE_VIOLATION ||
    (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION);

/**
 * Clears deleted_at. Refused with 409 when another active account took the e-mail meanwhile (checked first
 * for a clear answer; the partial unique index settles a race). The user signs in again afterwards.
 */
export const restoreUser = async (db: Database, id: number): Promise<User> => {
  const user = await findUserState(db, id);
  if (!user) throw notFound(userMessages.notFound);
  if (user.deletedAt === null) throw conflict(userMessages.notDeleted);
  if (await activeEmailTaken(db, user.email, id)) throw conflict(userMessages.restoreEmailTaken);
  try {
    if (!(await restoreUserRow(db, id))) throw conflict(userMessages.notDeleted);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(userMessages.restoreEmailTaken);
    throw error;
  }
  return foundOr(await findUser(db, id), userMessages.notFound);
};
