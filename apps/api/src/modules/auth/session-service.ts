import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, sessionLifetimeMs, type TokenPair } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { bigintArray } from '../../lib/sql.js';
import { authSessions, refreshTokens, users } from '../../db/schema/index.js';
import { signAccessToken } from './access-tokens.js';
import type { AuthKeys } from './keys.js';
import { generateRefreshToken, hashRefreshToken, sealToken, unsealToken } from './refresh-token-crypto.js';

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

export type RefreshOutcome =
  | { ok: true; pair: TokenPair; userId: number; sessionId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'user_gone' }
  | { ok: false; reason: 'reuse'; userId: number; sessionId: string };

/** Starts a session (a refresh-token family) with an absolute lifetime and returns its first token pair. */
/** What signed in, kept on the session for the account's Sessions list. */
export interface SessionDevice {
  userAgent: string | null;
  ipAddress: string | null;
}

export const createSession = async (
  db: Database,
  keys: AuthKeys,
  user: { id: number; tokenVersion: number },
  rememberMe: boolean,
  device: SessionDevice = { userAgent: null, ipAddress: null },
): Promise<TokenPair & { sessionId: string }> =>
  db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: user.id,
        rememberMe,
        userAgent: device.userAgent,
        ipAddress: device.ipAddress,
        expiresAt: sql`now() + make_interval(secs => ${sessionLifetimeMs(rememberMe) / 1000})`,
      })
      .returning({ id: authSessions.id });
    const refreshToken = generateRefreshToken();
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session!.id, tokenHash: hashRefreshToken(refreshToken) });
    const token = signAccessToken(keys.accessToken, {
      userId: user.id,
      sessionId: session!.id,
      tokenVersion: user.tokenVersion,
    });
    return { token, refresh_token: refreshToken, sessionId: session!.id };
  });

/**
 * Exchanges a refresh token for a new pair. The session row is locked for the whole exchange, so concurrent
 * refreshes of one family run one after another: the first rotates, the others find the token rotated a moment
 * ago and (inside the grace window, while its successor is still current) receive that same successor. Any
 * other reuse of a rotated token revokes the family. The transaction returns instead of throwing, so a
 * revocation is committed.
 */
export const refreshSession = async (
  db: Database,
  keys: AuthKeys,
  refreshToken: string,
): Promise<RefreshOutcome> =>
  db.transaction(async (tx) => {
    const tokenHash = hashRefreshToken(refreshToken);
    const [found] = await tx
      .select({ id: refreshTokens.id, sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!found) return { ok: false, reason: 'unknown' };

    const locked = await tx.execute<{
      user_id: number;
      revoked_at: Date | null;
      expired: boolean;
    }>(sql`select user_id, revoked_at, expires_at <= now() as expired
           from auth_sessions where id = ${found.sessionId} for update`);
    const session = locked.rows[0];
    if (!session || session.revoked_at) return { ok: false, reason: 'revoked' };
    if (session.expired) {
      await revokeSessionWith(tx, found.sessionId, 'expired');
      return { ok: false, reason: 'expired' };
    }

    const userId = Number(session.user_id);
    const [user] = await tx
      .select({ id: users.id, tokenVersion: users.tokenVersion, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.deletedAt) {
      await revokeSessionWith(tx, found.sessionId, 'user_gone');
      return { ok: false, reason: 'user_gone' };
    }

    // Read again under the lock: a concurrent refresh may have rotated it meanwhile.
    const current = await tx.execute<{
      rotated_at: Date | null;
      parent_id: number | null;
      successor_sealed: string | null;
      seconds_since_rotation: number | null;
      successor_is_current: boolean;
    }>(sql`select t.rotated_at, t.parent_id, t.successor_sealed,
                  extract(epoch from now() - t.rotated_at)::float8 as seconds_since_rotation,
                  exists (select 1 from refresh_tokens c where c.parent_id = t.id and c.rotated_at is null)
                    as successor_is_current
           from refresh_tokens t where t.id = ${found.id}`);
    const token = current.rows[0]!;
    const access = () =>
      signAccessToken(keys.accessToken, {
        userId,
        sessionId: found.sessionId,
        tokenVersion: user.tokenVersion,
      });

    // Last use, for the account's Sessions list: every refresh (even the grace window's repeat) is a use.
    const touch = () =>
      tx
        .update(authSessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(authSessions.id, found.sessionId));

    if (token.rotated_at === null) {
      await touch();
      const successor = generateRefreshToken();
      await tx
        .insert(refreshTokens)
        .values({ sessionId: found.sessionId, tokenHash: hashRefreshToken(successor), parentId: found.id });
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()`, successorSealed: sealToken(keys.refreshSeal, successor) })
        .where(eq(refreshTokens.id, found.id));
      // The grandparent's grace is over once its successor has been rotated; drop the sealed copy.
      if (token.parent_id !== null) {
        await tx
          .update(refreshTokens)
          .set({ successorSealed: null })
          .where(eq(refreshTokens.id, Number(token.parent_id)));
      }
      return {
        ok: true,
        pair: { token: access(), refresh_token: successor },
        userId,
        sessionId: found.sessionId,
      };
    }

    const withinGrace =
      token.successor_is_current &&
      token.seconds_since_rotation !== null &&
      Number(token.seconds_since_rotation) <= REFRESH_REUSE_GRACE_SECONDS;
    const successor =
      withinGrace && token.successor_sealed ? unsealToken(keys.refreshSeal, token.successor_sealed) : null;
    if (successor) {
      await touch();
      return {
        ok: true,
        pair: { token: access(), refresh_token: successor },
        userId,
        sessionId: found.sessionId,
      };
    }

    await revokeSessionWith(tx, found.sessionId, 'reuse');
    return { ok: false, reason: 'reuse', userId, sessionId: found.sessionId };
  });

const revokeSessionWith = async (db: Executor, sessionId: string, reason: RevokeReason) => {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db.update(refreshTokens).set({ successorSealed: null }).where(eq(refreshTokens.sessionId, sessionId));
};

export const revokeSession = (db: Database, sessionId: string, reason: RevokeReason) =>
  revokeSessionWith(db, sessionId, reason);

/** The session a (current or rotated) refresh token belongs to, if any. */
export const findSessionIdByRefreshToken = async (db: Database, refreshToken: string) => {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  return row?.sessionId;
};

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

/** A live session on the account's Sessions list (not revoked, not expired). */
export interface LiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The user's live sessions, last used first (auth_sessions_user_id_idx finds them). */
export const listLiveSessions = (db: Executor, userId: number): Promise<LiveSession[]> =>
  db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
      ),
    )
    .orderBy(sql`${authSessions.lastUsedAt} desc`, sql`${authSessions.createdAt} desc`);

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
