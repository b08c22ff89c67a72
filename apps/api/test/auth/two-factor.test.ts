import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages, authMessages, RECOVERY_CODE_COUNT, twoFactorMessages } from '@coachboard/contract';
import { recoveryCodes, users } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { mailsTo, readOutbox } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { passwordStep, totpCode, turnOnTwoFactor } from './two-factor-helpers.js';

const STEP_MS = 30_000;

describe('two-factor sign-in', () => {
  let ctx: TestApp;
  let addressCounter = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fixed clock: 5 s into a 30-second step near the real time (tokens and the database stay plausible). */
  const fixClock = (offsetMs = 0) => {
    const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000 + offsetMs;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    return start;
  };

  const signedInAdmin = async () => {
    const { user, password } = await createAdmin(ctx.db);
    const auth = bearer((await loginAs(ctx.app, user.email, password)).token);
    return { user, password, auth };
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers,
      remoteAddress: `10.24.0.${++addressCounter % 250}`,
    });
  const secondStep = (payload: object) => post('/auth/login/second-step', payload);
  const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('sets up with a QR code and the secret, turns on with a first code, answers ten recovery codes once', async () => {
    fixClock();
    const { user, password, auth } = await signedInAdmin();
    const started = await post('/account/two-factor/start', { password }, auth);
    expect(started.statusCode).toBe(200);
    const setup = started.json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toBe(
      // SHA-1, 6 digits and 30 s are the URI's defaults, left out.
      `otpauth://totp/Coachboard:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=Coachboard`,
    );
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Still off until confirmed; the pending secret is sealed, not stored as such.
    let row = await userRow(user.id);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpPendingSecretSealed).not.toContain(setup.secret);

    const confirmed = await post('/account/two-factor/confirm', { code: await totpCode(setup.secret) }, auth);
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    row = await userRow(user.id);
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpPendingSecretSealed).toBeNull();
    expect(row.totpSecretSealed).not.toContain(setup.secret);
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(me.json().data.two_factor_enabled).toBe(true);
    const mails = mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email);
    expect(
      mails.some((mail) =>
        /^Subject: Two-factor sign-in is on for your Coachboard account$/m.test(mail.text),
      ),
    ).toBe(true);

    // Once on, it cannot be started again.
    expect((await post('/account/two-factor/start', { password }, auth)).statusCode).toBe(409);
  });

  it('refuses a wrong first code and a confirm without a start', async () => {
    fixClock();
    const { password, auth } = await signedInAdmin();
    const none = await post('/account/two-factor/confirm', { code: '123456' }, auth);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(twoFactorMessages.notStarted);
    const started = await post('/account/two-factor/start', { password }, auth);
    const secret: string = started.json().data.secret;
    const right = await totpCode(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/account/two-factor/confirm', { code: wrong }, auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([twoFactorMessages.invalidCode]);
    expect((await post('/account/two-factor/confirm', { code: right }, auth)).statusCode).toBe(200);
  });

  it('a password of a 2FA account answers a challenge and no tokens; the code completes the sign-in', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    const login = await post('/auth/login', { email: user.email, password });
    expect(login.statusCode).toBe(200);
    const data = login.json().data;
    expect(Object.keys(data).sort()).toEqual(['challenge', 'two_factor_required']);
    expect(data.two_factor_required).toBe(true);
    expect(JSON.stringify(data)).not.toContain('token');

    // Next step: a code of the step after the confirmed one.
    vi.setSystemTime(now + STEP_MS);
    const done = await secondStep({ challenge: data.challenge, code: await totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: user.id, role: 'admin', two_factor_enabled: true });
    expect(done.json().data.token).toEqual(expect.any(String));
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(done.json().data.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the step before and after the current one, not two steps away', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    // The confirm used step S; move to S+3 so the steps around it are all unused.
    const later = now + 3 * STEP_MS;
    vi.setSystemTime(later);
    const twoBehind = await totpCode(secret, -2, later);
    const twoAhead = await totpCode(secret, 2, later);
    const challenge = await passwordStep(ctx.app, user.email, password);
    expect((await secondStep({ challenge, code: twoBehind })).statusCode).toBe(401);
    expect((await secondStep({ challenge, code: twoAhead })).statusCode).toBe(401);
    expect((await secondStep({ challenge, code: await totpCode(secret, -1, later) })).statusCode).toBe(200);

    const next = await passwordStep(ctx.app, user.email, password);
    expect((await secondStep({ challenge: next, code: await totpCode(secret, 1, later) })).statusCode).toBe(
      200,
    );
    // Wrong codes were counted, the right one cleared the count.
    expect((await userRow(user.id)).secondStepFailures).toBe(0);
  });

  it('refuses a code used once, and an older one, in the same window', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    vi.setSystemTime(now + 2 * STEP_MS);
    const code = await totpCode(secret);
    const first = await passwordStep(ctx.app, user.email, password);
    expect((await secondStep({ challenge: first, code })).statusCode).toBe(200);
    const second = await passwordStep(ctx.app, user.email, password);
    const reused = await secondStep({ challenge: second, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(twoFactorMessages.invalidCode);
    // The step before the used one is inside the window but older: refused too.
    expect((await secondStep({ challenge: second, code: await totpCode(secret, -1) })).statusCode).toBe(401);
  });

  it('locks the second step for 15 minutes after five wrong codes (429 with Retry-After); success resets', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    vi.setSystemTime(now + STEP_MS);
    const challenge = await passwordStep(ctx.app, user.email, password);
    const right = await totpCode(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await secondStep({ challenge, code: wrong })).statusCode).toBe(401);
    }
    const fifth = await secondStep({ challenge, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(authMessages.tooManyAttempts);
    const locked = await secondStep({ challenge, code: right });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Once the lock has passed, the right code signs in and the count starts over.
    await ctx.db
      .update(users)
      .set({ secondStepLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    expect((await secondStep({ challenge, code: right })).statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.secondStepFailures).toBe(0);
    expect(row.secondStepLockedUntil).toBeNull();
  });

  it('recovery codes sign in once each, with an audit entry and a mail', async () => {
    fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { recoveryCodes: codes } = await turnOnTwoFactor(ctx.app, auth, password);
    const challenge = await passwordStep(ctx.app, user.email, password);
    const used = await secondStep({ challenge, recovery_code: codes[0]!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const again = await passwordStep(ctx.app, user.email, password);
    const reused = await secondStep({ challenge: again, recovery_code: codes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(twoFactorMessages.invalidRecoveryCode);
    expect((await secondStep({ challenge: again, recovery_code: codes[1] })).statusCode).toBe(200);

    const entries = await ctx.db.execute<{ action: string; details: Record<string, unknown> }>(
      sql`select action, details from audit_entries where record_id = ${user.id} and action = 'recovery-code-used'
          order by id`,
    );
    expect(entries.rows.map((row) => row.details.codes_left)).toEqual([9, 8]);
    const mails = mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email).filter((mail) =>
      /^Subject: A recovery code was used/m.test(mail.text),
    );
    expect(mails).toHaveLength(2);
    const unwrapped = mails.map((mail) => mail.text.replace(/=\r?\n/g, ''));
    expect(unwrapped.some((text) => text.includes('8 unused codes are left'))).toBe(true);
  });

  it('new recovery codes need a code; the old ones stop working', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret, recoveryCodes: old } = await turnOnTwoFactor(ctx.app, auth, password);
    expect((await post('/account/two-factor/recovery-codes', { code: '000000' }, auth)).statusCode).toBe(422);
    vi.setSystemTime(now + STEP_MS);
    const fresh = await post('/account/two-factor/recovery-codes', { code: await totpCode(secret) }, auth);
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const challenge = await passwordStep(ctx.app, user.email, password);
    expect((await secondStep({ challenge, recovery_code: old[0] })).statusCode).toBe(401);
    expect((await secondStep({ challenge, recovery_code: codes[0] })).statusCode).toBe(200);
  });

  it('turning it off needs the password and a code; then the password alone signs in', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    vi.setSystemTime(now + STEP_MS);
    const code = await totpCode(secret);
    const wrongPassword = await post('/account/two-factor/disable', { password: 'not-it', code }, auth);
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toEqual([accountMessages.currentPasswordWrong]);
    const noCode = await post('/account/two-factor/disable', { password }, auth);
    expect(noCode.statusCode).toBe(422);
    const wrongCode = await post('/account/two-factor/disable', { password, code: '000000' }, auth);
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual([twoFactorMessages.invalidCode]);

    const off = await post('/account/two-factor/disable', { password, code }, auth);
    expect(off.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecretSealed).toBeNull();
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(
      0,
    );
    const session = await loginAs(ctx.app, user.email, password);
    expect(session.token).toEqual(expect.any(String));
    const mails = mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email);
    expect(
      mails.some((mail) =>
        /^Subject: Two-factor sign-in is off for your Coachboard account$/m.test(mail.text),
      ),
    ).toBe(true);
  });

  it('a challenge is single use and expires', async () => {
    const now = fixClock();
    const { user, password, auth } = await signedInAdmin();
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(ctx.app, auth, password);
    vi.setSystemTime(now + STEP_MS);
    const challenge = await passwordStep(ctx.app, user.email, password);
    expect((await secondStep({ challenge, code: await totpCode(secret) })).statusCode).toBe(200);
    const again = await secondStep({ challenge, recovery_code: codes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(twoFactorMessages.challengeExpired);

    const stale = await passwordStep(ctx.app, user.email, password);
    await ctx.db.execute(
      sql`update sign_in_challenges set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await secondStep({ challenge: stale, recovery_code: codes[0] });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(twoFactorMessages.challengeExpired);
    expect((await secondStep({ challenge: 'made-up', code: '123456' })).statusCode).toBe(401);
  });

  it('while the team requires it, an account without it signs in with two_factor_setup_required and may use only its own account until it is on', async () => {
    fixClock();
    const setRequired = (required: boolean) =>
      ctx.db.execute(
        sql`insert into team_settings (id, require_two_factor) values (true, ${required})
            on conflict (id) do update set require_two_factor = excluded.require_two_factor`,
      );
    await setRequired(true);
    try {
      const { user, password } = await createAdmin(ctx.db);
      const session = await loginAs(ctx.app, user.email, password);
      expect(session.token).toEqual(expect.any(String));
      expect(session).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: true });
      const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(session.token) });
      // Until it is on, the password alone opens only the account's own routes.
      const refused = await get('/api/training-programs');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(twoFactorMessages.requiredByTeam);
      expect((await get('/api/account/sessions')).statusCode).toBe(200);
      await turnOnTwoFactor(ctx.app, bearer(session.token), password);
      const me = await get('/api/me');
      expect(me.json().data).toMatchObject({ two_factor_enabled: true, two_factor_setup_required: false });
      expect((await get('/api/training-programs')).statusCode).toBe(200);
    } finally {
      await setRequired(false);
    }
  });
});
