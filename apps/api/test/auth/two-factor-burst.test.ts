import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, SECOND_STEP_MAX_FAILURES } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { passwordStep, totpCode, turnOnTwoFactor } from './two-factor-helpers.js';

const STEP_MS = 30_000;
const BURST = 30;

/**
 * The second step's lock against guesses sent at once: each attempt is counted before it is judged, so a burst
 * gets no more judgements than five sent one after another.
 */
describe('the second sign-in step under a burst of wrong codes', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An account with two-factor sign-in on, a challenge of its password step, a right and a wrong code. */
  const armed = async () => {
    const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const { user, password } = await createAdmin(ctx.db);
    const auth = bearer((await loginAs(ctx.app, user.email, password)).token);
    const { secret } = await turnOnTwoFactor(ctx.app, auth, password);
    // A step after the confirming code's, so the right code has not been used.
    vi.setSystemTime(start + STEP_MS);
    const challenge = await passwordStep(ctx.app, user.email, password);
    const right = await totpCode(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    return { user, challenge, right, wrong };
  };

  const secondStep = (payload: object, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/second-step', payload, remoteAddress });

  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  /** Codes judged wrong: each writes one 'second-step-failed' entry. */
  const judgedWrong = async (userId: number) => {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_entries
          where action = 'second-step-failed' and record_id = ${userId}`,
    );
    return Number(result.rows[0]!.n);
  };

  it.each([
    ['one address', (_i: number) => '10.31.1.1'],
    ['30 addresses', (i: number) => `10.31.2.${i + 1}`],
  ])(
    '30 wrong codes sent at once from %s: 5 judged, the rest 429; then the right code is refused too',
    async (_label, addressOf) => {
      const { user, challenge, right, wrong } = await armed();
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) => secondStep({ challenge, code: wrong }, addressOf(i))),
      );
      // The first four wrong codes answer 401; the fifth takes the lock and answers 429, like all the others.
      expect(statuses(responses)).toEqual({ 401: SECOND_STEP_MAX_FAILURES - 1, 429: BURST - 4 });
      expect(await judgedWrong(user.id)).toBe(SECOND_STEP_MAX_FAILURES);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expect(response.json()).toEqual({ success: false, message: authMessages.tooManyAttempts });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }

      // From an address that sent nothing: the account is locked, the right code is not even judged.
      const late = await secondStep({ challenge, code: right }, '10.31.3.1');
      expect(late.statusCode).toBe(429);
      expect(Number(late.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(await judgedWrong(user.id)).toBe(SECOND_STEP_MAX_FAILURES);
      const row = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
      expect(row.secondStepLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    },
  );

  it('counts second steps per client address (20 in 15 minutes); a success gives its attempt back', async () => {
    const { max } = authRateLimits.secondStepPerAddress;
    const address = '10.31.4.1';
    const { challenge, right } = await armed();
    expect((await secondStep({ challenge, code: right }, address)).statusCode).toBe(200);
    // Made-up challenges: nothing to judge, each still counts for the address.
    const made = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        secondStep({ challenge: `made-up-${i}`, code: '123456' }, address),
      ),
    );
    expect(statuses(made)).toEqual({ 401: max, 429: 5 });
  });
});
