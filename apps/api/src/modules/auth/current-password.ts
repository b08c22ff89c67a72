import { accountMessages } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { accountKey, authRateLimits, enforceRateLimits } from './auth-rate-limits.js';
import { verifyPassword } from './passwords.js';

/**
 * The signed-in member's password, asked again before a change that matters (a new password, setting up or
 * turning off two-factor sign-in; ASVS 5.0 7.5.1). Counted per account before it is checked, on `db` (not a
 * request transaction, so a refused attempt's count stays): 429 past 10 in 15 minutes, 422 on `field` when wrong.
 */
export const requireCurrentPassword = async (
  db: Database,
  account: { email: string; passwordHash: string | null | undefined },
  password: string,
  field: string,
) => {
  await enforceRateLimits(db, [
    [accountKey('current-password', account.email), authRateLimits.currentPasswordPerAccount],
  ]);
  const valid = account.passwordHash ? await verifyPassword(account.passwordHash, password) : false;
  if (!valid) throw invalidField(field, accountMessages.currentPasswordWrong);
};
