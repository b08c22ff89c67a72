import { count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, REFRESH_REUSE_GRACE_SECONDS } from '@coachboard/contract';
import { authSessions, refreshTokens } from '../../src/db/schema/index.js';
import { hashRefreshToken } from '../../src/modules/auth/refresh-token-crypto.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';

describe('POST /api/auth/refresh', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const refresh = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      // The panel sends the JSON content type without a body.
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  const newSession = async (rememberMe = false) => {
    const { user, password } = await createAdmin(ctx.db);
    const session = await loginAs(ctx.app, user.email, password, { rememberMe });
    const sessionId = String(decodeJwt(session.token).sid);
    return { user, session, sessionId };
  };

  const tokensIn = async (sessionId: string) =>
    (
      await ctx.db.select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId))
    )[0]!.n;
  const sessionRow = async (sessionId: string) =>
    (await ctx.db.select().from(authSessions).where(eq(authSessions.id, sessionId)))[0]!;
  /** Moves the rotation of a token back in time (the grace window is measured by the database clock). */
  const rotatedSecondsAgo = (token: string, seconds: number) =>
    ctx.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));

  it('rotates: a new pair whose tokens both work, stored only as hashes', async () => {
    const { session, sessionId } = await newSession();
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const pair = response.json().data;
    expect(Object.keys(pair).sort()).toEqual(['refresh_token', 'token']);
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(pair.token).sid).toBe(sessionId);
    expect((await me(pair.token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    const stored = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
    expect(stored.map((row) => row.tokenHash)).toContain(hashRefreshToken(pair.refresh_token));
    expect(JSON.stringify(stored)).not.toContain(pair.refresh_token);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: authMessages.invalidRefreshToken });
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });

  it('within the grace window the immediate parent answers the current pair without minting', async () => {
    const { session, sessionId } = await newSession();
    const first = (await refresh(session.refresh_token)).json().data;
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refresh_token).toBe(first.refresh_token);
    expect(await tokensIn(sessionId)).toBe(2);
    expect((await sessionRow(sessionId)).revokedAt).toBeNull();
    expect((await refresh(first.refresh_token)).statusCode).toBe(200);
  });

  it('reuse of a rotated token after the grace window revokes the whole family', async () => {
    const { session, sessionId } = await newSession();
    const current = (await refresh(session.refresh_token)).json().data;
    await rotatedSecondsAgo(session.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    const row = await sessionRow(sessionId);
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('reuse');
    // The legitimate holder's tokens are dead too, and nothing new was minted.
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
    expect((await me(current.token)).statusCode).toBe(401);
    expect(await tokensIn(sessionId)).toBe(2);
  });

  it('reuse of an older ancestor (not the immediate parent) revokes even inside the window', async () => {
    const { session, sessionId } = await newSession();
    const second = (await refresh(session.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect((await sessionRow(sessionId)).revokedReason).toBe('reuse');
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('20 parallel refreshes with one token leave one valid lineage', async () => {
    const { session, sessionId } = await newSession();
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refresh_token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const issued = new Set(responses.map((r) => r.json().data.refresh_token as string));
    expect(issued.size).toBe(1);
    expect(await tokensIn(sessionId)).toBe(2);
    const [successor] = [...issued];
    const next = await refresh(successor!);
    expect(next.statusCode).toBe(200);
    expect((await sessionRow(sessionId)).revokedAt).toBeNull();
  });

  it('no token is minted after a revocation, even under 20 parallel refreshes', async () => {
    const { session, sessionId } = await newSession();
    const current = (await refresh(session.refresh_token)).json().data;
    await rotatedSecondsAgo(session.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 5);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await sessionRow(sessionId)).revokedReason).toBe('reuse');
    const minted = await tokensIn(sessionId);

    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => refresh(session.refresh_token)),
      ...Array.from({ length: 10 }, () => refresh(current.refresh_token)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(401));
    expect(await tokensIn(sessionId)).toBe(minted);
  });

  it('a stolen parent racing the rightful holder: at most one lineage, and it dies with the family', async () => {
    const { session, sessionId } = await newSession();
    const current = (await refresh(session.refresh_token)).json().data;
    await rotatedSecondsAgo(session.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 5);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => refresh(session.refresh_token)),
      ...Array.from({ length: 10 }, () => refresh(current.refresh_token)),
    ]);
    const succeeded = responses.filter((r) => r.statusCode === 200);
    expect(new Set(succeeded.map((r) => r.json().data.refresh_token)).size).toBeLessThanOrEqual(1);
    expect((await sessionRow(sessionId)).revokedReason).toBe('reuse');
    const minted = await tokensIn(sessionId);
    expect(minted).toBeLessThanOrEqual(3);
    for (const r of succeeded) expect((await refresh(r.json().data.refresh_token)).statusCode).toBe(401);
    expect(await tokensIn(sessionId)).toBe(minted);
  });

  it('the family lifetime is absolute: refresh fails once it is over, however recent the token', async () => {
    const { session, sessionId } = await newSession(true);
    const fresh = (await refresh(session.refresh_token)).json().data;
    await ctx.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.id, sessionId));
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(401);
    const row = await sessionRow(sessionId);
    expect(row.revokedReason).toBe('expired');
    expect(await tokensIn(sessionId)).toBe(2);
  });

  it('rotation keeps the absolute expiry of the family', async () => {
    const { session, sessionId } = await newSession();
    const before = (await sessionRow(sessionId)).expiresAt.getTime();
    await refresh(session.refresh_token);
    expect((await sessionRow(sessionId)).expiresAt.getTime()).toBe(before);
  });
});
