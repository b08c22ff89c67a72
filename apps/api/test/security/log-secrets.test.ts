import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@coachboard/contract';
import { authEvents } from '../../src/modules/auth/auth-events.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser, strongPassword } from '../helpers/factories.js';
import { mailsTo, readOutbox, resetCodeIn } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeImage, multipart } from '../programs/program-helpers.js';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; event?: string };

/** Collects every JSON line the app writes. */
const captureLines = () => {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { raw, stream };
};

const JWT_SHAPE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

describe('logs of a full auth and admin flow (level trace, request lines on)', () => {
  let ctx: TestApp;
  const captured = captureLines();
  /** Lines written between the app being ready and the flow ending: every one is logged during a request. */
  let flowLines: string[] = [];
  let auditLines: string[] = [];
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp({
      config: { logLevel: 'trace' },
      logStream: captured.stream,
      // A careless log call that hands over the headers and the body: the redact paths must catch it.
      register: (app) => {
        const options = {
          config: { public: true, audit: { writtenBy: 'none' as const, reason: 'a logging test' } },
          schema: { operationId: 'test.carelessLog' },
        };
        app.post('/api/test/careless-log', options, async (request) => {
          request.log.info({ headers: request.headers, body: request.body }, 'Careless request dump');
          return { success: true, data: null };
        });
      },
    });
    const flowStart = captured.raw.length;
    const { app } = ctx;
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

    // Sign in (an admin for the admin actions, a second session of another admin for the refresh games).
    const adminPassword = strongPassword();
    const { user: admin } = await createAdmin(ctx.db, { password: adminPassword });
    const session = await loginAs(app, admin.email, adminPassword);
    const refresherPassword = strongPassword();
    const { user: refresher } = await createAdmin(ctx.db, { password: refresherPassword });
    const first = await loginAs(app, refresher.email, refresherPassword);
    Object.assign(secrets, {
      adminPassword,
      refresherPassword,
      accessToken: session.token,
      refreshToken: session.refresh_token,
      firstRefreshToken: first.refresh_token,
    });

    // Refresh twice, then reuse the first (rotated, grace over because its successor rotated too).
    const second = (await post('/api/auth/refresh', undefined, bearer(first.refresh_token))).json<{
      data: TokenPair;
    }>().data;
    const third = (await post('/api/auth/refresh', undefined, bearer(second.refresh_token))).json<{
      data: TokenPair;
    }>().data;
    Object.assign(secrets, {
      secondRefreshToken: second.refresh_token,
      thirdRefreshToken: third.refresh_token,
      refreshedAccessToken: third.token,
    });
    expect((await post('/api/auth/refresh', undefined, bearer(first.refresh_token))).statusCode).toBe(401);

    // Failed sign-ins: a wrong password for a real account and an unknown account.
    secrets.wrongPassword = `Wrong@${strongPassword()}`;
    const wrong = await post('/api/auth/login', { email: admin.email, password: secrets.wrongPassword });
    expect(wrong.statusCode).toBe(401);
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.test',
      password: secrets.wrongPassword,
    });
    expect(unknown.statusCode).toBe(401);
    // A malformed body that still carries a password.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${admin.email}","password":"${secrets.wrongPassword}"`,
    });
    expect(malformed.statusCode).toBe(400);

    // Password reset of an app user: request, the mailed code, verify, reset.
    const { user: member } = await createUser(ctx.db);
    expect((await post('/api/auth/request-password-reset', { email: member.email })).statusCode).toBe(200);
    const code = resetCodeIn(mailsTo(await readOutbox(app, ctx.dataDir), member.email).at(-1)!);
    secrets.resetCode = code;
    secrets.resetPassword = strongPassword();
    expect((await post('/api/auth/verify-reset-code', { email: member.email, code })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', {
      email: member.email,
      code,
      password: secrets.resetPassword,
    });
    expect(reset.statusCode).toBe(200);
    const memberSession = await loginAs(app, member.email, secrets.resetPassword);
    secrets.memberAccessToken = memberSession.token;
    secrets.memberRefreshToken = memberSession.refresh_token;

    // The admin sets a password: a new user created with one (there is no change-password route).
    secrets.createdUserPassword = strongPassword();
    const created = await post(
      '/api/users',
      {
        email: 'created-with-password@example.test',
        first_name: 'Created',
        last_name: 'User',
        password: secrets.createdUserPassword,
      },
      bearer(session.token),
    );
    expect(created.statusCode).toBe(201);
    // An upload: @fastify/multipart logs its options, the request headers among them, at trace.
    const image = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'me.png', contentType: 'image/png' },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/files/users/${created.json<{ data: { id: number } }>().data.id}/upload-profile-image`,
      headers: { ...bearer(session.token), cookie: `refresh=${session.refresh_token}`, ...image.headers },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const weak = await post(
      '/api/users',
      { email: 'weak@example.test', first_name: 'Weak', last_name: 'User', password: 'weakpass' },
      bearer(session.token),
    );
    expect(weak.statusCode).toBe(422);

    // Area requests, a 401 with a cookie and a forged token, a 404, the careless dump.
    for (const url of [
      '/api/training-programs',
      '/api/exercises',
      '/api/recipes',
      '/api/posts',
      '/api/users?search=created',
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: bearer(session.token) })).statusCode).toBe(200);
    }
    const forged = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { ...bearer(`${session.token}x`), cookie: `session=${session.refresh_token}` },
    });
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    await post(
      '/api/test/careless-log',
      { password: secrets.adminPassword, code, token: session.token, refresh_token: session.refresh_token },
      { ...bearer(session.token), cookie: `refresh=${session.refresh_token}` },
    );

    // Sign out (the member by refresh token, the admin by access token) and delete a user.
    const memberLogout = await post('/api/auth/logout', undefined, bearer(memberSession.refresh_token));
    expect(memberLogout.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}`,
      headers: bearer(session.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, bearer(session.token))).statusCode).toBe(200);

    await app.mailer.flush();
    await app.flushRefusals();
    flowLines = captured.raw.slice(flowStart);
    const entries = await ctx.db.execute(
      sql`SELECT row_to_json(audit_entries)::text AS line FROM audit_entries`,
    );
    auditLines = entries.rows.map((row) => String(row.line));
    secrets.jwtSecret = ctx.config.jwtSecret!;
  });
  afterAll(async () => ctx?.close());

  const parsed = () => flowLines.map((line) => JSON.parse(line) as LogLine);
  const withEvent = (event: string) => parsed().filter((line) => line.event === event);

  it('logged the requests themselves (trace level: incoming request / request completed)', () => {
    const messages = parsed().map((line) => line.msg);
    expect(messages.filter((msg) => msg === 'incoming request').length).toBeGreaterThan(20);
    expect(messages.filter((msg) => msg === 'request completed').length).toBeGreaterThan(20);
  });

  it('never writes a password, token, reset code or the JWT secret', () => {
    expect(Object.keys(secrets)).toHaveLength(15);
    expect(Object.values(secrets).every((value) => value.length >= 6)).toBe(true);
    const all = flowLines.join('\n');
    const leaked = Object.entries(secrets).filter(([, value]) => all.includes(value));
    expect(leaked.map(([name]) => name)).toEqual([]);
    expect(flowLines.filter((line) => JWT_SHAPE.test(line))).toEqual([]);
  });

  it('never writes a password, token or reset code into the audit log, which recorded the flow', () => {
    expect(auditLines.length).toBeGreaterThan(5);
    const all = auditLines.join('\n');
    const leaked = Object.entries(secrets).filter(([, value]) => all.includes(value));
    expect(leaked.map(([name]) => name)).toEqual([]);
    expect(auditLines.filter((line) => JWT_SHAPE.test(line))).toEqual([]);
    expect(all).toMatch(/"password": ?\{"changed": ?true\}/);
  });

  it('logged the upload options of @fastify/multipart with the headers redacted', () => {
    const [options] = parsed().filter((line) => line.msg === 'Providing options to busboy') as Array<{
      busboyOptions: { headers: Record<string, string> };
    }>;
    expect(options!.busboyOptions.headers).toMatchObject({
      authorization: '[Redacted]',
      cookie: '[Redacted]',
      'content-type': expect.stringContaining('multipart/form-data'),
    });
  });

  it('redacts what a careless log call hands over', () => {
    const [dump] = parsed().filter((line) => line.msg === 'Careless request dump') as Array<{
      headers: Record<string, string>;
      body: Record<string, string>;
    }>;
    expect(dump!.headers.authorization).toBe('[Redacted]');
    expect(dump!.headers.cookie).toBe('[Redacted]');
    expect(dump!.body).toEqual({
      password: '[Redacted]',
      code: '[Redacted]',
      token: '[Redacted]',
      refresh_token: '[Redacted]',
    });
  });

  it("gives every line logged during a request its request id (the job worker's own lines aside)", () => {
    const lines = parsed().filter((line) => !('jobs' in line));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((line) => typeof line.reqId !== 'string' || line.reqId === '')).toEqual([]);
  });

  it('logs each auth event with its fields', () => {
    const [succeeded] = withEvent(authEvents.signInSucceeded);
    expect(succeeded).toMatchObject({ level: 30, email: expect.any(String), userId: expect.any(Number) });
    const failed = withEvent(authEvents.signInFailed);
    expect(failed.map((line) => line.reason)).toEqual(['wrong_password', 'unknown_account']);
    expect(failed.map((line) => line.email)).toEqual([expect.stringContaining('@'), 'nobody@example.test']);
    expect(withEvent(authEvents.refreshTokenReuse)).toEqual([
      expect.objectContaining({ userId: expect.any(Number), sessionId: expect.any(String) }),
    ]);
    expect(withEvent(authEvents.passwordResetRequested)).toEqual([
      expect.objectContaining({ userId: expect.any(Number), mailed: true }),
    ]);
    expect(withEvent(authEvents.passwordResetDone)).toHaveLength(1);
    expect(withEvent(authEvents.accountDeleted)).toEqual([
      expect.objectContaining({ userId: expect.any(Number), deletedBy: expect.any(Number) }),
    ]);
    expect(withEvent(authEvents.signedOut)).toEqual([
      expect.objectContaining({ sessionId: expect.any(String) }),
      expect.objectContaining({ userId: expect.any(Number), sessionId: expect.any(String) }),
    ]);
    for (const line of parsed().filter((entry) => entry.event?.startsWith('auth.'))) {
      expect(line.level).toBe(30);
      expect(Object.keys(line)).not.toContain('password');
    }
  });

  it('writes the mail line of a reset request, sent by the job worker, with that request id', () => {
    const requested = withEvent(authEvents.passwordResetRequested)[0]!;
    const mailLine = parsed().find((line) => line.msg?.startsWith('Mail written to'));
    expect(mailLine?.reqId).toBe(requested.reqId);
  });
});

describe('request ids', () => {
  let ctx: TestApp;
  const captured = captureLines();
  beforeAll(async () => {
    ctx = await createTestApp({ config: { logLevel: 'trace' }, logStream: captured.stream });
  });
  afterAll(async () => ctx.close());

  const linesOf = (reqId: string) =>
    captured.raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === reqId);

  it('keeps a short safe X-Request-Id, echoes it and logs under it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-7f3a.42:b_c' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42:b_c');
    expect(linesOf('edge-7f3a.42:b_c').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'id with spaces'],
    ['with quotes', 'id"quoted'],
    ['with a slash', 'id/../x'],
  ])('replaces an incoming id %s with a fresh uuid', async (_label, incoming) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': incoming },
    });
    const echoed = response.headers['x-request-id'] as string;
    expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(linesOf(echoed)).toHaveLength(2);
    expect(captured.raw.some((line) => line.includes(incoming))).toBe(false);
  });

  it('gives each request its own id, also on errors', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(404);
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(b.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
