import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.js';
import { revokeUserSessions } from './session-revocation.js';

/** The account, unless deleted. */
export const findLiveAccount = async (db: Database, id: number): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const storePendingSecret = async (db: Database, userId: number, sealed: string) => {
  await db.update(users).set({ totpPendingSecretSealed: sealed }).where(eq(users.id, userId));
};

/**
 * Moves the pending secret into place, stamps the step of the confirming code, makes ten recovery codes
 * (answered, the one time they are readable) and ends every other session of the account: one opened with a
 * stolen password must not outlive the second factor. Null when two-factor sign-in was turned on meanwhile.
 */
export const turnOnTwoFactor = (
  db: Database,
  recoveryKey: Buffer,
  user: Pick<UserRow, 'id' | 'totpPendingSecretSealed'>,
  step: number,
  currentSessionId: string,
): Promise<{ recoveryCodes: string[]; sessionsEnded: number } | null> =>
  db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(users)
      .set({
        totpSecretSealed: user.totpPendingSecretSealed,
        totpPendingSecretSealed: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
        secondStepFailures: 0,
        secondStepLockedUntil: null,
      })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (turnedOn.length !== 1) return null;
    const recoveryCodes = await replaceRecoveryCodes(tx, recoveryKey, user.id);
    const ended = await revokeUserSessions(
      tx,
      user.id,
      { exceptSessionId: currentSessionId },
      'two_factor_on',
    );
    return { recoveryCodes, sessionsEnded: ended.length };
  });

export const turnOffTwoFactor = (db: Database, userId: number) =>
  db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecretSealed: null,
        totpPendingSecretSealed: null,
        totpEnabledAt: null,
        totpLastStep: null,
        secondStepFailures: 0,
        secondStepLockedUntil: null,
      })
      .where(eq(users.id, userId));
    await deleteRecoveryCodes(tx, userId);
  });
