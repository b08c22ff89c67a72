import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SECOND_STEP_LOCK_MINUTES, SECOND_STEP_MAX_FAILURES } from '@coachboard/contract';
import { users, type UserRow } from '../../db/schema/index.js';
import { unsealToken } from './refresh-token-crypto.js';
import { useRecoveryCode } from './recovery-codes.js';
import { isTotpShaped, matchTotp } from './totp.js';

export type FactorCheck =
  | { ok: true; via: 'totp' | 'recovery' }
  | { ok: false; locked: false }
  | { ok: false; locked: true; retryAfterSeconds: number };

/** Seconds left of the account's second-step lock, or null when it is not locked. */
export const secondStepLockLeft = async (app: FastifyInstance, userId: number): Promise<number | null> => {
  const result = await app.db.execute<{ left: number }>(
    sql`select ceil(extract(epoch from second_step_locked_until - now()))::int as left
        from users where id = ${userId} and second_step_locked_until > now()`,
  );
  const left = result.rows[0]?.left;
  return left === undefined ? null : Math.max(1, Number(left));
};

/** Counts a wrong code; the fifth in a row locks the second step for 15 minutes (and starts the count over). */
const countFailure = async (app: FastifyInstance, userId: number) => {
  const result = await app.db.execute<{ locked: boolean }>(
    sql`update users set
          second_step_failures = case when second_step_failures + 1 >= ${SECOND_STEP_MAX_FAILURES}
            then 0 else second_step_failures + 1 end,
          second_step_locked_until = case when second_step_failures + 1 >= ${SECOND_STEP_MAX_FAILURES}
            then now() + make_interval(mins => ${SECOND_STEP_LOCK_MINUTES}) else second_step_locked_until end
        where id = ${userId}
        returning coalesce(second_step_locked_until > now(), false) as locked`,
  );
  return result.rows[0]?.locked === true;
};

const clearFailures = async (app: FastifyInstance, userId: number) => {
  await app.db
    .update(users)
    .set({ secondStepFailures: 0, secondStepLockedUntil: null })
    .where(eq(users.id, userId));
};

/** Takes the step of an accepted code, atomically: a second request with a code of the same step loses. */
const claimStep = async (app: FastifyInstance, userId: number, step: number) => {
  const claimed = await app.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
};

export const activeTotpSecret = (app: FastifyInstance, user: UserRow) =>
  user.totpEnabledAt && user.totpSecretSealed
    ? unsealToken(app.authKeys.totpSeal, user.totpSecretSealed)
    : null;

/**
 * The second factor of an account with two-factor sign-in: a current code of its authenticator (this step or
 * one either side, never a step already used) or, when allowed, one of its unused recovery codes. Locked
 * accounts are refused before any check; wrong answers count towards the lock, a right one clears the count.
 */
export const checkSecondFactor = async (
  app: FastifyInstance,
  user: UserRow,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<FactorCheck> => {
  const lockLeft = await secondStepLockLeft(app, user.id);
  if (lockLeft !== null) return { ok: false, locked: true, retryAfterSeconds: lockLeft };

  let via: 'totp' | 'recovery' | null = null;
  const secret = activeTotpSecret(app, user);
  if (secret && input.code && isTotpShaped(input.code)) {
    const step = await matchTotp(secret, input.code, user.totpLastStep);
    if (step !== null && (await claimStep(app, user.id, step))) via = 'totp';
  } else if (secret && input.recoveryCode) {
    if (await useRecoveryCode(app.db, app.authKeys.recoveryCode, user.id, input.recoveryCode))
      via = 'recovery';
  }

  if (via) {
    await clearFailures(app, user.id);
    return { ok: true, via };
  }
  if (await countFailure(app, user.id)) {
    return { ok: false, locked: true, retryAfterSeconds: SECOND_STEP_LOCK_MINUTES * 60 };
  }
  return { ok: false, locked: false };
};

export const unusedRecoveryCodeCount = async (app: FastifyInstance, userId: number) => {
  const result = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from recovery_codes where user_id = ${userId} and used_at is null`,
  );
  return Number(result.rows[0]?.n ?? 0);
};
