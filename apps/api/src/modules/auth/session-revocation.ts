import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bigintArray } from '../../lib/sql.js';
import { authSessions, refreshTokens, users } from '../../db/schema/index.js';

/** A connection or a transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type RevokeReason =
  | 'logout'
  | 'reuse'
  | 'password_reset'
  | 'password_change'
  | 'user_gone'
  | 'expired'
  /** Signed out from the account's Sessions list (one session, or all the others). */
  | 'ended_by_user'
  /** Two-factor sign-in turned on: sessions opened with the password alone end, but the one turning it on. */
  | 'two_factor_on';

/** Ends one session (inside the caller's transaction when given one) and drops its sealed successor tokens. */
export const revokeSessionWith = async (db: Executor, sessionId: string, reason: RevokeReason) => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db.update(refreshTokens).set({ successorSealed: null }).where(eq(refreshTokens.sessionId, sessionId));
};

export const revokeSession = (db: Database, sessionId: string, reason: RevokeReason) =>
  revokeSessionWith(db, sessionId, reason);

/**
 * Ends every session of a user and invalidates their access tokens at once (token_version bump). Call it
 * after a password change or reset. Deletion and role changes need no call: the auth hook reads the user row
 * on every request.
 */
export const revokeAllUserSessions = async (
  db: Executor,
  userIds: number | readonly number[],
  reason: RevokeReason,
) => {
  // Three statements however many accounts: a bulk delete of a thousand users ends their sessions at once.
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(inArray(users.id, ids));
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(inArray(authSessions.userId, ids), isNull(authSessions.revokedAt)));
  await db.execute(
    sql`update refresh_tokens set successor_sealed = null
        where successor_sealed is not null
          and session_id in (select id from auth_sessions where user_id = any(${bigintArray(ids)}))`,
  );
};

/**
 * Ends the user's live sessions `sessionIds` (all of them but `exceptSessionId` when `sessionIds` is 'others')
 * and returns the ids it ended. No token_version bump: the auth hook reads the session's revoked_at on every
 * request, so an ended session's access token is refused at once while the caller's own keeps working.
 */
export const revokeUserSessions = async (
  db: Executor,
  userId: number,
  which: { sessionId: string } | { exceptSessionId: string },
  reason: RevokeReason,
): Promise<string[]> => {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
        'sessionId' in which
          ? eq(authSessions.id, which.sessionId)
          : sql`${authSessions.id} <> ${which.exceptSessionId}`,
      ),
    )
    .returning({ id: authSessions.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(refreshTokens)
      .set({ successorSealed: null })
      .where(inArray(refreshTokens.sessionId, ids));
  }
  return ids;
};
