import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@coachboard/contract';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createAdmin } from '../helpers/factories.js';
import { readOutbox, mailsTo } from '../helpers/outbox.js';

describe('rate limits on sign-in and reset', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  const expectLimited = (response: Awaited<ReturnType<typeof login>>, windowSeconds: number) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, message: authMessages.tooManyAttempts });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('locks an account after 5 failures, whatever the address, even for the right password', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const { max, windowSeconds } = authRateLimits.loginPerAccount;
    for (let i = 0; i < max; i++) {
      expect((await login(user.email, 'Wrong1@pass', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login(user.email, password, '10.2.1.1'), windowSeconds);
    expectLimited(await login(user.email.toUpperCase(), 'Wrong1@pass', '10.2.1.2'), windowSeconds);
  });

  it('counts an unknown e-mail like an existing one (the 429 reveals nothing)', async () => {
    const { max } = authRateLimits.loginPerAccount;
    for (let i = 0; i < max; i++) await login('nobody@example.com', 'Wrong1@pass', `10.3.0.${i}`);
    expect((await login('nobody@example.com', 'Wrong1@pass', '10.3.1.1')).statusCode).toBe(429);
  });

  it('a successful sign-in clears the account counter', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const { max } = authRateLimits.loginPerAccount;
    for (let i = 0; i < max - 1; i++) await login(user.email, 'Wrong1@pass', '10.4.0.1');
    expect((await login(user.email, password, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) {
      expect((await login(user.email, 'Wrong1@pass', '10.4.0.1')).statusCode).toBe(401);
    }
  });

  it('limits failures per address across accounts; successes do not count', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const { max, windowSeconds } = authRateLimits.loginPerAddress;
    const address = '10.5.0.1';
    for (let i = 0; i < 3; i++) expect((await login(user.email, password, address)).statusCode).toBe(200);
    for (let i = 0; i < max; i++) {
      expect((await login(`someone${i}@example.com`, 'Wrong1@pass', address)).statusCode).toBe(401);
    }
    expectLimited(await login(user.email, password, address), windowSeconds);
    expect((await login(user.email, password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('limits reset requests per account (429 with Retry-After), without extra mails', async () => {
    const { user } = await createAdmin(ctx.db);
    const { max, windowSeconds } = authRateLimits.resetRequestPerAccount;
    for (let i = 0; i < max; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: user.email },
        remoteAddress: `10.6.0.${i}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email },
      remoteAddress: '10.6.1.1',
    });
    expectLimited(limited, windowSeconds);
    expect(mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email)).toHaveLength(1);
  });

  it('limits reset requests per address', async () => {
    const { max } = authRateLimits.resetRequestPerAddress;
    const send = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: `person${i}@example.com` },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < max; i++) expect((await send(i)).statusCode).toBe(200);
    expect((await send(max)).statusCode).toBe(429);
  });

  it('limits code checks per account, also for unknown accounts', async () => {
    const { max } = authRateLimits.resetCodePerAccount;
    const check = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-reset-code',
        payload: { email: 'target@example.com', code: '000000' },
        remoteAddress: `10.8.0.${i}`,
      });
    for (let i = 0; i < max; i++) expect((await check(i)).statusCode).toBe(422);
    expect((await check(max)).statusCode).toBe(429);
  });

  it('keeps counting for an e-mail far longer than any real one (no 500 from the counter key)', async () => {
    // Random text: PostgreSQL compresses index entries, so a repeated character would slip under its limit.
    const longEmail = `${crypto.randomBytes(10_000).toString('base64url')}@example.com`;
    const failedLogin = await login(longEmail, 'Wrong1@pass', '10.9.0.1');
    expect(failedLogin.statusCode).toBe(401);
    expect(failedLogin.json().message).toBe(authMessages.invalidCredentials);
    for (const url of ['/api/auth/request-password-reset', '/api/auth/verify-reset-code']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: longEmail, code: '000000' },
        remoteAddress: '10.9.0.2',
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
