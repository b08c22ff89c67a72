import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, authMessages, userSchema } from '@coachboard/contract';
import { revokeAllUserSessions } from '../../src/modules/auth/session-revocation.js';
import { signAccessToken } from '../../src/modules/auth/access-tokens.js';
import { authSessions, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';

describe('session lifecycle: /api/me, logout and changes that end access', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const me = (token?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: token ? bearer(token) : {} });
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });

  const signedInAdmin = async () => {
    const { user, password } = await createAdmin(ctx.db);
    return { user, password, session: await loginAs(ctx.app, user.email, password) };
  };

  it('GET /api/me answers the signed-in admin in the contract shape', async () => {
    const { user, session } = await signedInAdmin();
    const response = await me(session.token);
    expect(response.statusCode).toBe(200);
    const data = userSchema.strict().parse(response.json().data);
    expect(data.id).toBe(user.id);
    expect(data.role).toBe('admin');
  });

  it('access tokens live 15 minutes and carry the user, session and token version', async () => {
    const { user, session } = await signedInAdmin();
    const claims = decodeJwt(session.token);
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(claims.sub).toBe(String(user.id));
    expect(typeof claims.sid).toBe('string');
    expect(claims.ver).toBe(0);
  });

  it('401 without a token, with a malformed, a forged or an expired token', async () => {
    const { user, session } = await signedInAdmin();
    expect((await me()).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const forged = await signAccessToken(new TextEncoder().encode('x'.repeat(32)), {
      userId: user.id,
      sessionId: String(decodeJwt(session.token).sid),
      tokenVersion: 0,
    });
    expect((await me(forged)).statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ success: false, message: authMessages.unauthenticated });
  });

  it('refuses a refresh token used as an access token, and an access token used to refresh', async () => {
    const { session } = await signedInAdmin();
    expect((await me(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(session.token)).statusCode).toBe(401);
  });

  it('logout revokes the session: the access token stops working on the next request, refresh too', async () => {
    const { session } = await signedInAdmin();
    const other = await signedInAdmin();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: authMessages.loggedOut, data: null });
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(other.session.token)).statusCode).toBe(200);
  });

  it('logout also accepts the refresh token (when the access token has expired) and works for non-admins', async () => {
    const { user, password } = await createUser(ctx.db);
    const session = await loginAs(ctx.app, user.email, password);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(session.refresh_token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(row!.revokedReason).toBe('logout');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('a role change takes effect on the next request (403), and back (200)', async () => {
    const { user, session } = await signedInAdmin();
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await me(session.token)).statusCode).toBe(403);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await me(session.token)).statusCode).toBe(200);
  });

  it('deleting the user takes effect on the next request: 403 on admin routes, refresh refused', async () => {
    const { user, session } = await signedInAdmin();
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await me(session.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(authMessages.forbidden);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('a password change (revokeAllUserSessions) ends every session of that user at once', async () => {
    const { user, password, session } = await signedInAdmin();
    const second = await loginAs(ctx.app, user.email, password, { rememberMe: true });
    await revokeAllUserSessions(ctx.db, user.id, 'password_change');
    for (const s of [session, second]) {
      expect((await me(s.token)).statusCode).toBe(401);
      expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    }
    const fresh = await loginAs(ctx.app, user.email, password);
    expect(decodeJwt(fresh.token).ver).toBe(1);
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it('an access token of an expired session is refused', async () => {
    const { user, session } = await signedInAdmin();
    await ctx.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await me(session.token)).statusCode).toBe(401);
  });
});
