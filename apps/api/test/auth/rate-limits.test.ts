import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@coachboard/contract';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { limitAddress, signInKeys } from '../../src/modules/auth/login-limits.js';
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

  const statuses = (responses: Awaited<ReturnType<typeof login>>[]) => {
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  };

  const counter = async (key: string) => {
    const result = await ctx.db.execute<{ count: number }>(
      sql`select count from rate_limit_counters where key = ${key} and reset_at > now()`,
    );
    return result.rows[0]?.count ?? 0;
  };

  const { loginPerPair, loginPerAccount, loginPerAccountCeiling } = authRateLimits;

  it('five wrong passwords from any addresses do not keep the owner out', async () => {
    const { user, password } = await createAdmin(ctx.db);
    // The attack that worked before: 5 wrong passwords, one address or several, about 24 requests an hour.
    for (let i = 0; i < loginPerAccount.max; i++) {
      expect((await login(user.email, 'Wrong1@pass', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, password, '10.2.1.1')).statusCode).toBe(200);
    for (let i = 0; i < loginPerPair.max; i++) {
      expect((await login(user.email, 'Wrong1@pass', '10.2.2.1')).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await login(user.email, password, '10.2.1.2')).statusCode).toBe(200);
    expect((await login(user.email, password, '10.2.1.1')).statusCode).toBe(200);
  });

  it('still limits the address that guesses: 5 attempts per account and address, then 429 for that pair only', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const attacker = '10.2.3.1';
    for (let i = 0; i < loginPerPair.max; i++) {
      expect((await login(user.email, 'Wrong1@pass', attacker)).statusCode).toBe(401);
    }
    expectLimited(await login(user.email, password, attacker), loginPerPair.windowSeconds);
    expectLimited(await login(user.email.toUpperCase(), 'Wrong1@pass', attacker), loginPerPair.windowSeconds);
    expect((await login(user.email, password, '10.2.3.2')).statusCode).toBe(200);
  });

  it('throttles a guessed-at account: past 5 failures each address gets one try per window', async () => {
    const { user, password } = await createAdmin(ctx.db);
    for (let i = 0; i < loginPerAccount.max; i++) await login(user.email, 'Wrong1@pass', `10.2.4.${i}`);
    // One of the first five addresses has used its try: even the right password waits (Retry-After).
    expectLimited(await login(user.email, password, '10.2.4.0'), loginPerPair.windowSeconds);
    // A fresh address gets its one check; a second attempt from it waits.
    expect((await login(user.email, 'Wrong1@pass', '10.2.5.1')).statusCode).toBe(401);
    expectLimited(await login(user.email, password, '10.2.5.1'), loginPerPair.windowSeconds);
    // Refused attempts check no password and do not count towards the account's ceiling.
    expect(await counter(signInKeys(user.email, '10.2.5.1').account)).toBe(loginPerAccount.max + 1);
    // When the address's window ends, it gets one more check.
    await ctx.db.execute(
      sql`update rate_limit_counters set reset_at = now() - interval '1 second'
          where key = ${signInKeys(user.email, '10.2.5.1').pair}`,
    );
    expect((await login(user.email, password, '10.2.5.1')).statusCode).toBe(200);
  });

  it('past the ceiling checks only addresses the account signed in from in the last 30 days', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const home = '10.2.6.1';
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    for (let i = 0; i < loginPerAccountCeiling.max; i++) {
      expect((await login(user.email, 'Wrong1@pass', `10.2.7.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login(user.email, password, '10.2.8.1'), loginPerAccountCeiling.windowSeconds);
    expectLimited(await login(user.email, 'Wrong1@pass', '10.2.8.2'), loginPerAccountCeiling.windowSeconds);
    expect((await login(user.email, password, home)).statusCode).toBe(200);
  });

  it('a correct password forgives the failures of its address and clears its pair counter', async () => {
    const { user, password } = await createAdmin(ctx.db);
    for (let i = 0; i < loginPerPair.max - 1; i++) await login(user.email, 'Wrong1@pass', '10.4.0.1');
    expect((await login(user.email, password, '10.4.0.1')).statusCode).toBe(200);
    expect(await counter(signInKeys(user.email, '10.4.0.1').account)).toBe(0);
    for (let i = 0; i < loginPerPair.max - 1; i++) {
      expect((await login(user.email, 'Wrong1@pass', '10.4.0.1')).statusCode).toBe(401);
    }
  });

  it('answers an unknown e-mail exactly like an existing account (the limits reveal nothing)', async () => {
    const { user } = await createAdmin(ctx.db);
    const script = async (email: string, net: number) => {
      const answers: string[] = [];
      const send = async (address: string) => {
        const response = await login(email, 'Wrong1@pass', address);
        answers.push(`${response.statusCode} ${response.body}`);
      };
      for (let i = 0; i < loginPerPair.max + 1; i++) await send(`10.3.${net}.1`);
      // Then fresh addresses: checked until the account's ceiling, refused past it.
      const fresh = loginPerAccountCeiling.max - loginPerAccount.max + 2;
      for (let i = 0; i < fresh; i++) await send(`10.3.${net}.${i + 2}`);
      return answers;
    };
    const existing = await script(user.email, 1);
    const unknown = await script('nobody@example.com', 2);
    expect(unknown).toEqual(existing);
    expect(existing.filter((answer) => answer.startsWith('429'))).toHaveLength(3);
  });

  it('counts IPv6 clients by /64, and an IPv4-mapped address as the IPv4 address', async () => {
    expect(limitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:DB8:0001::1')).toBe('2001:db8:1:0::/64');
    expect(limitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('203.0.113.7')).toBe('203.0.113.7');

    const { user, password } = await createAdmin(ctx.db);
    for (let i = 1; i <= loginPerPair.max; i++) {
      expect((await login(user.email, 'Wrong1@pass', `2001:db8:1:2::${i}`)).statusCode).toBe(401);
    }
    expectLimited(await login(user.email, password, '2001:db8:1:2::99'), loginPerPair.windowSeconds);
    expect((await login(user.email, password, '2001:db8:1:3::1')).statusCode).toBe(200);
    for (let i = 0; i < loginPerPair.max; i++) await login(user.email, 'Wrong1@pass', '::ffff:10.11.0.1');
    expect((await login(user.email, password, '10.11.0.1')).statusCode).toBe(429);
  });

  it('tells the owner by mail, once, when the account limit trips; an unknown e-mail mails nobody', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const home = '10.12.2.1';
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    const before = mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email).length;
    for (let i = 0; i < loginPerAccountCeiling.max + 5; i++) {
      await login(user.email, 'Wrong1@pass', `10.12.0.${i}`);
    }
    for (let i = 0; i < loginPerAccount.max + 5; i++) {
      await login('nobody-mailed@example.com', 'Wrong1@pass', `10.12.1.${i}`);
    }
    const mails = await readOutbox(ctx.app, ctx.dataDir);
    const notices = mailsTo(mails, user.email).slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Failed sign-ins to your Coachboard account');
    expect(notices[0]!.text).toContain('Your account is not locked.');
    expect(notices[0]!.text).not.toContain('10.12.');
    expect(mailsTo(mails, 'nobody-mailed@example.com')).toHaveLength(0);
    // A sign-in in between and another round of failures the same day send no second mail.
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    for (let i = 0; i < loginPerAccount.max + 2; i++) await login(user.email, 'Wrong1@pass', `10.12.3.${i}`);
    expect(mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email).slice(before)).toHaveLength(1);
  });

  it('200 parallel wrong passwords from one address get 5 checked, as before; the owner still signs in', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => login(user.email, 'Wrong1@pass', '10.13.0.1')),
    );
    expect(statuses(responses)).toEqual({ 401: loginPerPair.max, 429: 200 - loginPerPair.max });
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expectLimited(response, loginPerPair.windowSeconds);
    }
    const keys = signInKeys(user.email, '10.13.0.1');
    expect(await counter(keys.pair)).toBe(200);
    expect(await counter(keys.account)).toBe(loginPerPair.max);
    expect((await login(user.email, password, '10.13.0.2')).statusCode).toBe(200);
  });

  it('200 parallel wrong passwords from 200 addresses get at most the ceiling checked', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const home = '10.14.9.9';
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.email, 'Wrong1@pass', `10.14.${i >> 7}.${i & 127}`)),
    );
    expect(statuses(responses)).toEqual({
      401: loginPerAccountCeiling.max,
      429: 200 - loginPerAccountCeiling.max,
    });
    expect(await counter(signInKeys(user.email, home).account)).toBe(loginPerAccountCeiling.max);
    expect((await login(user.email, password, home)).statusCode).toBe(200);
  });

  it('200 parallel wrong passwords from 10 addresses get at most 5 plus one per address checked', async () => {
    const { user } = await createAdmin(ctx.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.email, 'Wrong1@pass', `10.15.0.${i % 10}`)),
    );
    const checked = statuses(responses)[401] ?? 0;
    expect(checked).toBeGreaterThanOrEqual(loginPerAccount.max);
    expect(checked).toBeLessThanOrEqual(loginPerAccount.max + 10);
    expect(checked + (statuses(responses)[429] ?? 0)).toBe(200);
    expect(await counter(signInKeys(user.email, '10.15.0.1').account)).toBe(checked);
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

  it('refuses an e-mail longer than any real one before counting it (422, no counter key)', async () => {
    // Random text: PostgreSQL compresses index entries, so a repeated character would slip under its limit.
    const longEmail = `${crypto.randomBytes(10_000).toString('base64url')}@example.com`;
    const countersBefore = await ctx.db.execute(sql`select key from rate_limit_counters`);
    const failedLogin = await login(longEmail, 'Wrong1@pass', '10.9.0.1');
    expect(failedLogin.statusCode).toBe(422);
    expect(failedLogin.json().message).toBe('Email must not exceed 254 characters');
    for (const url of ['/api/auth/request-password-reset', '/api/auth/verify-reset-code']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: longEmail, code: '000000' },
        remoteAddress: '10.9.0.2',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual(['Email must not exceed 254 characters']);
    }
    const countersAfter = await ctx.db.execute(sql`select key from rate_limit_counters`);
    expect(countersAfter.rows).toHaveLength(countersBefore.rows.length);
  });
});
