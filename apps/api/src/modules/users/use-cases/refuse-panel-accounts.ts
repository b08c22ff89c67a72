import { userMessages } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { forbidden } from '../../../lib/errors.js';
import { includesPanelAccount } from '../users-repository.js';

/**
 * The users routes are for app users (role `user`). Panel accounts (owners, coaches, moderators) are managed on
 * the Team page only, so every users write naming one is refused with 403, whatever the caller's role: a coach
 * cannot rename, sign out or delete an owner, and nobody goes around the Team page's last-owner rule.
 */
export const refusePanelAccounts = async (db: Queryable, ids: readonly number[]) => {
  if (await includesPanelAccount(db, ids)) throw forbidden(userMessages.panelAccount);
};
