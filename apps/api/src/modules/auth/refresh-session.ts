import { eq, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, type TokenPair } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { authSessions, refreshTokens, users } from '../../db/schema/index.js';
import { signAccessToken } from './access-tokens.js';
import type { AuthKeys } from './keys.js';
import { generateRefreshToken, hashRefreshToken, sealToken, unsealToken } from './refresh-token-crypto.js';
import { revokeSessionWith } from './session-revocation.js';

export type RefreshOutcome =
  | { ok: true; pair: TokenPair; userId: number; sessionId: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'user_gone' }
  | { ok: false; reason: 'reuse'; userId: number; sessionId: string };

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
