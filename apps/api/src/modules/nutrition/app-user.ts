import { userMessages } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findAccount } from './app-users-repository.js';

/**
 * Nutrition is kept for app users, as every users route is: no such user (or a deleted one) answers 404, a panel
 * account (managed on the Team page) 403 whatever the caller's role. Answers the user's shown name.
 */
export const appUserOrRefuse = async (db: Queryable, userId: number) => {
  const account = await findAccount(db, userId);
  if (!account || account.deletedAt !== null) throw notFound(userMessages.notFound);
  if (account.role !== 'user') throw forbidden(userMessages.panelAccount);
  return account;
};
