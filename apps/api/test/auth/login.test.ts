import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, loginResultSchema } from '@coachboard/contract';
import { authSessions, users } from '../../src/db/schema/index.js';
import { authEvents } from '../../src/modules/auth/auth-events.js';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createAdmin, createUser } from '../helpers/factories.js';

describe('POST /api/auth/login', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

  it('signs an admin in: token pair plus the user in the contract shape, no password hash', async () => {
    const { user, password } = await createAdmin(ctx.db, { email: 'Coach@Example.com', firstName: 'Ana' });
    const response = await login({ email: 'coach@example.com', password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const data = loginResultSchema.strict().parse(body.data);
    expect(data).toMatchObject({
      id: user.id,
      email: 'Coach@Example.com',
      role: 'admin',
      is_active: true,
      first_name: 'Ana',
    });
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');
  });

  it('stores argon2id hashes with m=19456, t=2, p=1', async () => {
    const { user } = await createUser(ctx.db);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('lets a non-admin authenticate (the panel refuses them; admin routes answer 403)', async () => {
    const { user, password } = await createUser(ctx.db);
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('user');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${response.json().data.token}` },
    });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ success: false, message: authMessages.forbidden });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { user } = await createAdmin(ctx.db);
    const wrong = await login({ email: user.email, password: 'Wrong1@password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong1@password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: authMessages.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a soft-deleted account like an unknown one', async () => {
    const { user, password } = await createAdmin(ctx.db, { deletedAt: new Date() });
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(authMessages.invalidCredentials);
  });

  it('refuses an account without a password (demo users)', async () => {
    const { user } = await createUser(ctx.db);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await login({ email: user.email, password: 'Anything1@' })).statusCode).toBe(401);
  });

  it('validates the body: 422 with the required-field messages', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(body.message).toBe('Email is required');
    const blank = await login({ email: '   ', password: 'x' });
    expect(blank.json().errors.email).toEqual(['Email is required']);
  });

  it('gives the session a 24 h lifetime, or 30 days with remember_me', async () => {
    const { user, password } = await createAdmin(ctx.db);
    await login({ email: user.email, password, remember_me: false });
    await login({ email: user.email, password, remember_me: true });
    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    const lifetimes = sessions
      .map((s) => ({
        remember: s.rememberMe,
        hours: (s.expiresAt.getTime() - s.createdAt.getTime()) / 3_600_000,
      }))
      .sort((a, b) => a.hours - b.hours);
    expect(lifetimes[0]).toEqual({ remember: false, hours: 24 });
    expect(lifetimes[1]).toEqual({ remember: true, hours: 720 });
  });
});

describe('sign-in limit events in the log', () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { logLevel: 'info' }, logStream: stream });
  });
  afterAll(async () => ctx.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const withEvent = (event: string) => lines.filter((line) => line.event === event);

  it('logs which limit refused an attempt, and the trip of an account limit once, with mailed', async () => {
    const { user } = await createAdmin(ctx.db);
    const { max } = authRateLimits.loginPerAccount;
    for (let i = 0; i <= max; i++) await login(user.email, 'Wrong1@pass', '10.20.0.1');
    await login(user.email, 'Wrong1@pass', '10.20.0.2');
    await login(user.email, 'Wrong1@pass', '10.20.0.2');
    for (let i = 0; i <= max; i++) await login('nobody@example.com', 'Wrong1@pass', `10.20.1.${i}`);

    const refused = withEvent(authEvents.signInFailed).filter((line) => line.reason === 'rate_limited');
    expect(refused.map((line) => line.limit)).toEqual(['pair', 'account']);
    expect(withEvent(authEvents.signInLimitTripped)).toEqual([
      expect.objectContaining({ email: user.email, userId: user.id, mailed: true }),
      expect.objectContaining({ email: 'nobody@example.com', userId: null, mailed: false }),
    ]);
  });
});
