import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SIGN_IN_CHALLENGE_TTL_SECONDS } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { signInChallenges } from '../../db/schema/index.js';
import { generateRefreshToken, hashRefreshToken } from './refresh-token-crypto.js';

/**
 * The step between a correct password and the second factor: a random 256-bit token, stored as its SHA-256,
 * valid 5 minutes and used once (the successful second step uses it up).
 */
export const openChallenge = async (db: Database, userId: number, rememberMe: boolean) => {
  const token = generateRefreshToken();
  await db.insert(signInChallenges).values({
    userId,
    tokenHash: hashRefreshToken(token),
    rememberMe,
    expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_CHALLENGE_TTL_SECONDS})`,
  });
  return token;
};

const live = (tokenHash: string) =>
  and(
    eq(signInChallenges.tokenHash, tokenHash),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, sql`now()`),
  );

/** The live challenge of a token (unused, unexpired), or null. */
export const findChallenge = async (db: Database, token: string) => {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(live(hashRefreshToken(token)))
    .limit(1);
  return row ?? null;
};

/** Uses the challenge up; false when another request used it first or it expired meanwhile. */
export const useChallenge = async (db: Database, token: string) => {
  const used = await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(live(hashRefreshToken(token)))
    .returning({ id: signInChallenges.id });
  return used.length === 1;
};
