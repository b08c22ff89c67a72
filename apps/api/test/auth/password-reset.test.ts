import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, messages, RESET_CODE_MAX_ATTEMPTS } from '@coachboard/contract';
import { passwordResetCodes } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser, strongPassword } from '../helpers/factories.js';
import { mailsTo, readOutbox, resetCodeIn } from '../helpers/outbox.js';

describe('password reset', () => {
  let ctx: TestApp;
  let addressCounter = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  // Each test uses its own client address so the per-address limits of one test do not leak into another.
  let address = '';
  const nextAddress = () => (address = `10.1.0.${++addressCounter}`);
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: address });
  const requestReset = (email: string) => post('request-password-reset', { email });
  const verify = (email: string, code: string) => post('verify-reset-code', { email, code });
  const reset = (email: string, code: string, password: string) =>
    post('reset-password', { email, code, password });

  const mailedCode = async (email: string) => {
    const mails = mailsTo(await readOutbox(ctx.app, ctx.dataDir), email);
    expect(mails.length).toBeGreaterThan(0);
    return resetCodeIn(mails.at(-1)!);
  };
  const latestCode = async (userId: number) =>
    (
      await ctx.db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId))
        .orderBy(desc(passwordResetCodes.id))
        .limit(1)
    )[0]!;
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same for an existing and an unknown address; only the existing one gets a mail', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: authMessages.resetRequestAccepted, data: null });
    expect(unknown.body).toBe(known.body);
    const mails = await readOutbox(ctx.app, ctx.dataDir);
    expect(mailsTo(mails, user.email)).toHaveLength(1);
    expect(mailsTo(mails, 'ghost@example.com')).toHaveLength(0);
    expect(mailsTo(mails, user.email)[0]!.text).toMatch(/^Subject: Your Coachboard password reset code$/m);
  });

  it('stores the code hashed, valid for 10 minutes', async () => {
    nextAddress();
    const { user } = await createUser(ctx.db);
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    const row = await latestCode(user.id);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000).toBe(600);
  });

  it('validates the e-mail with the spec messages', async () => {
    nextAddress();
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(authMessages.enterEmail);
    const missing = await post('request-password-reset', {});
    expect(missing.json().errors.email).toEqual([authMessages.enterEmail]);
    const malformed = await requestReset('not-an-email');
    expect(malformed.json().errors.email).toEqual([messages.emailInvalid]);
  });

  it('sends no mail for a soft-deleted account', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db, { deletedAt: new Date() });
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email)).toHaveLength(0);
  });

  it('mails at most once a minute per account; a later code replaces the earlier one', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    await requestReset(user.email);
    await requestReset(user.email);
    expect(mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email)).toHaveLength(1);
    const firstCode = await mailedCode(user.email);

    await ctx.db
      .update(passwordResetCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(passwordResetCodes.userId, user.id));
    await requestReset(user.email);
    expect(mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email)).toHaveLength(2);
    const secondCode = await mailedCode(user.email);
    if (secondCode !== firstCode) expect((await verify(user.email, firstCode)).statusCode).toBe(422);
    expect((await verify(user.email, secondCode)).statusCode).toBe(200);
  });

  it('verify-reset-code accepts the right code without using it up, and refuses a wrong one', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    const ok = await verify(user.email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true });
    expect((await verify(user.email, code)).statusCode).toBe(200);
    const wrong = await verify(user.email, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      success: false,
      message: authMessages.invalidResetCode,
      errors: { code: [authMessages.invalidResetCode] },
    });
    const malformed = await verify(user.email, '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual(['Code must be 6 digits']);
    expect((await verify('ghost@example.com', code)).statusCode).toBe(422);
  });

  it('allows 5 attempts: after 5 wrong codes even the right one is refused', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i++) {
      expect((await verify(user.email, wrongCodeFor(code))).statusCode).toBe(422);
    }
    expect((await verify(user.email, code)).statusCode).toBe(422);
    expect((await reset(user.email, code, strongPassword())).statusCode).toBe(422);
    expect((await latestCode(user.id)).attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
  });

  it('refuses an expired code', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    await ctx.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await verify(user.email, code)).statusCode).toBe(422);
    expect((await reset(user.email, code, strongPassword())).statusCode).toBe(422);
  });

  it('reset-password sets the new password, ends every session and the code works once', async () => {
    nextAddress();
    const { user, password: oldPassword } = await createAdmin(ctx.db);
    const before = await loginAs(ctx.app, user.email, oldPassword, { remoteAddress: address });
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    const newPassword = strongPassword();

    const response = await reset(user.email, code, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: authMessages.passwordResetDone, data: null });

    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(before.token) })).statusCode,
    ).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(before.refresh_token),
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(loginAs(ctx.app, user.email, oldPassword, { remoteAddress: address })).rejects.toThrow(
      /401/,
    );
    await loginAs(ctx.app, user.email, newPassword, { remoteAddress: address });

    const again = await reset(user.email, code, strongPassword());
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(authMessages.invalidResetCode);
  });

  it('reset-password applies the spec password rules', async () => {
    nextAddress();
    const { user } = await createAdmin(ctx.db);
    await requestReset(user.email);
    const code = await mailedCode(user.email);
    const short = await reset(user.email, code, 'Aa1@');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([messages.passwordMin(8)]);
    const simple = await reset(user.email, code, 'alllowercase1');
    expect(simple.json().errors.password).toEqual([messages.passwordComplexity]);
    // Validation failures do not use up the code.
    expect((await reset(user.email, code, strongPassword())).statusCode).toBe(200);
  });
});
