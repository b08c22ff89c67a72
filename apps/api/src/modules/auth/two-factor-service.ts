import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SECOND_STEP_LOCK_MINUTES, SECOND_STEP_MAX_FAILURES } from '@coachboard/contract';
import { users, type UserRow } from '../../db/schema/index.js';
import { unsealToken } from './refresh-token-crypto.js';
import { useRecoveryCode } from './recovery-codes.js';
import { isTotpShaped, matchTotp } from './totp.js';

/** `judged` is false when the account was locked already: the answer was not looked at. */
export type FactorCheck =
  | { ok: true; via: 'totp' | 'recovery' }
  | { ok: false; locked: false; judged: true }
  | { ok: false; locked: true; judged: boolean; retryAfterSeconds: number };

/** Seconds left of the account's second-step lock, or null when it is not locked. */
export const secondStepLockLeft = async (app: FastifyInstance, userId: number): Promise<number | null> => {
  const result = await app.db.execute<{ left: number }>(
    sql`select ceil(extract(epoch from second_step_locked_until - now()))::int as left
        from users where id = ${userId} and second_step_locked_until > now()`,
  );
  const left = result.rows[0]?.left;
  return left === undefined ? null : Math.max(1, Number(left));
};

/**
 * Counts the attempt before it is judged, in one statement: parallel attempts each take their own place in
 * the count, and none is judged once the fifth in a row has taken the lock (which starts the count over; a
 * right code among them gives the lock back). Null when the account is locked: the attempt is not judged.
 */
const countAttempt = async (app: FastifyInstance, userId: number) => {
  const result = await app.db.execute<{ took_lock: boolean }>(
    sql`update users set
          second_step_failures = case when second_step_failures + 1 >= ${SECOND_STEP_MAX_FAILURES}
            then 0 else second_step_failures + 1 end,
          second_step_locked_until = case when second_step_failures + 1 >= ${SECOND_STEP_MAX_FAILURES}
            then now() + make_interval(mins => ${SECOND_STEP_LOCK_MINUTES}) else null end
        where id = ${userId}
          and (second_step_locked_until is null or second_step_locked_until <= now())
        returning second_step_locked_until is not null as took_lock`,
  );
  const row = result.rows[0];
  return row ? { tookLock: row.took_lock === true } : null;
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

export const activeTotpSecret = async (app: FastifyInstance, user: UserRow) =>
  user.totpEnabledAt && user.totpSecretSealed
    ? unsealToken((await app.dataKeys.get()).totpSeal, user.totpSecretSealed)
    : null;

/**
 * The second factor of an account with two-factor sign-in: a current code of its authenticator (this step or
 * one either side, never a step already used) or, when allowed, one of its unused recovery codes. Every
 * attempt is counted before it is judged, so at most five in a row are judged however many arrive at once;
 * a locked account's attempts are not judged at all. A right answer clears the count.
 */
export const checkSecondFactor = async (
  app: FastifyInstance,
  user: UserRow,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<FactorCheck> => {
  const attempt = await countAttempt(app, user.id);
  if (!attempt) {
    const left = await secondStepLockLeft(app, user.id);
    return {
      ok: false,
      locked: true,
      judged: false,
      retryAfterSeconds: left ?? SECOND_STEP_LOCK_MINUTES * 60,
    };
  }

  let via: 'totp' | 'recovery' | null = null;
  const secret = await activeTotpSecret(app, user);
  if (secret && input.code && isTotpShaped(input.code)) {
    const step = await matchTotp(secret, input.code, user.totpLastStep);
    if (step !== null && (await claimStep(app, user.id, step))) via = 'totp';
  } else if (secret && input.recoveryCode) {
    const { recoveryCode } = await app.dataKeys.get();
    if (await useRecoveryCode(app.db, recoveryCode, user.id, input.recoveryCode)) via = 'recovery';
  }

  if (via) {
    await clearFailures(app, user.id);
    return { ok: true, via };
  }
  if (attempt.tookLock) {
    return { ok: false, locked: true, judged: true, retryAfterSeconds: SECOND_STEP_LOCK_MINUTES * 60 };
  }
  return { ok: false, locked: false, judged: true };
};

export const unusedRecoveryCodeCount = async (app: FastifyInstance, userId: number) => {
  const result = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from recovery_codes where user_id = ${userId} and used_at is null`,
  );
  return Number(result.rows[0]?.n ?? 0);
};
