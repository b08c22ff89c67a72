import { authMessages, type ResetPasswordInput } from '@coachboard/contract';
import { hashPassword } from '../passwords.js';
import { commonPasswordProblem } from '../password-policy.js';
import { checkResetCode, consumeResetCode, type CodeCheck } from '../reset-codes.js';
import { revokeAllUserSessions } from '../session-revocation.js';
import type { Database } from '../../../db/client.js';
import { invalidField } from '../../../lib/errors.js';
import { findActiveUserByEmail, setPasswordHash } from '../accounts-repository.js';

/** The one answer to any wrong, used-up or unknown code: nothing tells apart existing accounts. */
export const invalidResetCode = () => invalidField('code', authMessages.invalidResetCode);

/** Whether `code` is the live reset code of the active account `email`; counts as an attempt. */
export const verifyResetCode = async (db: Database, key: Buffer, email: string, code: string) => {
  const user = await findActiveUserByEmail(db, email);
  const check: CodeCheck = user ? await checkResetCode(db, key, user.id, code) : { ok: false };
  return user && check.ok ? { user, codeId: check.codeId } : null;
};

/**
 * Sets a new password with a reset code: uses the code up and ends every session of the account. The reset
 * screen is the specification's, so its password rules stay (contract `resetPasswordInputSchema`); a panel
 * account's new password must also not be a common one (password-policy.ts). The 12-character minimum of panel
 * accounts applies to the team's own screens (invitation, My account), not to this one.
 * Returns the account's id.
 */
export const resetPassword = async (db: Database, key: Buffer, input: ResetPasswordInput) => {
  const verified = await verifyResetCode(db, key, input.email, input.code);
  if (!verified) throw invalidResetCode();
  const problem = verified.user.role === 'admin' ? commonPasswordProblem(input.password) : null;
  if (problem) throw invalidField('password', problem);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, verified.codeId))) return false;
    await setPasswordHash(tx, verified.user.id, passwordHash);
    await revokeAllUserSessions(tx, verified.user.id, 'password_reset');
    return true;
  });
  if (!done) throw invalidResetCode();
  return verified.user.id;
};
