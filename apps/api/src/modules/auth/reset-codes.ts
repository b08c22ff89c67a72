import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
  RESET_MAIL_INTERVAL_SECONDS,
} from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { passwordResetCodes } from '../../db/schema/index.js';

export const generateResetCode = () =>
  crypto
    .randomInt(0, 10 ** RESET_CODE_LENGTH)
    .toString()
    .padStart(RESET_CODE_LENGTH, '0');

/** Keyed hash: a 6-digit code has too few values for a plain hash to hide it from a database reader. */
export const hashResetCode = (key: Buffer, userId: number, code: string) =>
  crypto.createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issues a new code unless one was issued for this account less than a minute ago (then null: no mail).
 * A new code supersedes the older ones.
 */
export const issueResetCode = async (db: Database, key: Buffer, userId: number): Promise<string | null> =>
  db.transaction(async (tx) => {
    // Serialises concurrent requests for one account, so the one-mail-per-minute rule holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('password-reset'), ${userId}::int)`);
    const recent = await tx.execute(
      sql`select 1 from password_reset_codes
          where user_id = ${userId} and created_at > now() - make_interval(secs => ${RESET_MAIL_INTERVAL_SECONDS})
          limit 1`,
    );
    if (recent.rows.length > 0) return null;
    await tx
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.consumedAt)));
    const code = generateResetCode();
    await tx.insert(passwordResetCodes).values({
      userId,
      codeHash: hashResetCode(key, userId, code),
      expiresAt: sql`now() + make_interval(secs => ${RESET_CODE_TTL_SECONDS})`,
    });
    return code;
  });

export type CodeCheck = { ok: true; codeId: number } | { ok: false };

/**
 * Checks a code against the account's live code (unused, unexpired, fewer than 5 attempts). Every check
 * counts as an attempt, taken atomically before comparing; a correct answer gives its attempt back.
 */
export const checkResetCode = async (
  db: Database,
  key: Buffer,
  userId: number,
  code: string,
): Promise<CodeCheck> => {
  const [live] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.consumedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!live) return { ok: false };

  const counted = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, live.id),
        isNull(passwordResetCodes.consumedAt),
        sql`${passwordResetCodes.expiresAt} > now()`,
        sql`${passwordResetCodes.attempts} < ${RESET_CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  const row = counted[0];
  if (!row || !sameHash(row.codeHash, hashResetCode(key, userId, code))) return { ok: false };

  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
    .where(eq(passwordResetCodes.id, live.id));
  return { ok: true, codeId: live.id };
};

/** Marks the code used; false when another request used it first. */
export const consumeResetCode = async (db: Pick<Database, 'update'>, codeId: number) => {
  const used = await db
    .update(passwordResetCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.consumedAt)))
    .returning({ id: passwordResetCodes.id });
  return used.length === 1;
};
