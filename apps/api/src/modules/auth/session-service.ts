import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessionLifetimeMs, type TokenPair } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { authSessions, refreshTokens } from '../../db/schema/index.js';
import { signAccessToken } from './access-tokens.js';
import type { AuthKeys } from './keys.js';
import { generateRefreshToken, hashRefreshToken } from './refresh-token-crypto.js';

/** A connection or a transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** What signed in, kept on the session for the account's Sessions list. */
export interface SessionDevice {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Starts a session (a refresh-token family) with an absolute lifetime and returns its first token pair. */
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

/** The session a (current or rotated) refresh token belongs to, if any. */
export const findSessionIdByRefreshToken = async (db: Database, refreshToken: string) => {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  return row?.sessionId;
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
