import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, authMessages, twoFactorMessages } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { totpCode, turnOnTwoFactor } from './two-factor-helpers.js';

/**
 * Setting up and turning off two-factor sign-in ask for the password again (ASVS 5.0 7.5.1), counted with the
 * password change; confirming it ends the account's other sessions.
 */
describe('two-factor sign-in and the current password', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const signedInAdmin = async () => {
    const { user, password } = await createAdmin(ctx.db);
    const session = await loginAs(ctx.app, user.email, password);
    return { user, password, session, auth: bearer(session.token) };
  };
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const start = (auth: Record<string, string>, payload: object) =>
    post('/account/two-factor/start', payload, auth);
  const pendingSecret = async (id: number) =>
    (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.totpPendingSecretSealed;

  it('start needs the current password: missing and wrong answer 422 on `password`, and nothing is kept', async () => {
    const { user, password, auth } = await signedInAdmin();
    const missing = await start(auth, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(['Current password is required']);
    const wrong = await start(auth, { password: `${password}x` });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      success: false,
      message: accountMessages.currentPasswordWrong,
      errors: { password: [accountMessages.currentPasswordWrong] },
    });
    expect(await pendingSecret(user.id)).toBeNull();
    expect((await start(auth, { password })).statusCode).toBe(200);
    expect(await pendingSecret(user.id)).not.toBeNull();
  });

  it('start and the password change share 10 password checks per 15 minutes; past them even the right one is 429', async () => {
    const { password, auth } = await signedInAdmin();
    const { max } = authRateLimits.currentPasswordPerAccount;
    for (let attempt = 0; attempt < max / 2; attempt += 1) {
      expect((await start(auth, { password: 'not-the-password' })).statusCode).toBe(422);
      const change = await post(
        '/account/password',
        {
          current_password: 'not-the-password',
          password: 'a-new-long-pass-4821',
          password_confirmation: 'a-new-long-pass-4821',
        },
        auth,
      );
      expect(change.statusCode).toBe(422);
    }
    const limited = await start(auth, { password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: authMessages.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('turning it off counts its password checks too: the eleventh, right password and code, is 429', async () => {
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    const { max } = authRateLimits.currentPasswordPerAccount;
    // Start and confirm counted one check (start); the rest of the window's checks are wrong passwords.
    for (let attempt = 1; attempt < max; attempt += 1) {
      const wrong = await post('/account/two-factor/disable', { password: 'not-it', code: '000000' }, auth);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.password).toEqual([accountMessages.currentPasswordWrong]);
    }
    const limited = await post(
      '/account/two-factor/disable',
      { password, code: await totpCode(secret, 1) },
      auth,
    );
    expect(limited.statusCode).toBe(429);
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.totpEnabledAt).not.toBeNull();
    // Wrong passwords never reached the code: the second-step lock is untouched.
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.secondStepFailures).toBe(0);
  });

  it('confirming ends every other session of the account, keeps the current one, and says so', async () => {
    const { user, password, session, auth } = await signedInAdmin();
    const other = await loginAs(ctx.app, user.email, password);
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect((await me(other.token)).statusCode).toBe(200);

    const started = await start(auth, { password });
    const confirmed = await post(
      '/account/two-factor/confirm',
      { code: await totpCode(started.json().data.secret) },
      auth,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(twoFactorMessages.turnedOn);
    expect(twoFactorMessages.turnedOn).toBe('Two-factor sign-in is on. Your other sessions were signed out.');

    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(other.refresh_token),
    });
    expect(refreshed.statusCode).toBe(401);
    const entry = await ctx.db.execute<{ details: Record<string, unknown> }>(
      sql`select details from audit_entries where action = 'two-factor-on' and record_id = ${user.id}`,
    );
    expect(entry.rows.map((row) => row.details)).toEqual([{ sessions_ended: 1 }]);
    const reasons = await ctx.db.execute<{ revoked_reason: string | null }>(
      sql`select revoked_reason from auth_sessions where user_id = ${user.id} order by created_at`,
    );
    expect(reasons.rows.map((row) => row.revoked_reason)).toEqual([null, 'two_factor_on']);
  });
});
