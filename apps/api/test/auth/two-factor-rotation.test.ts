import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { recoveryCodes, users } from '../../src/db/schema/index.js';
import { deriveKey, seal } from '../../src/lib/sealing.js';
import { DataKeyUnavailable } from '../../src/modules/auth/public.js';
import { hashRecoveryCode } from '../../src/modules/auth/recovery-codes.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { passwordStep, totpCode, turnOnTwoFactor } from './two-factor-helpers.js';

const STEP_MS = 30_000;
const newSecret = () => crypto.randomBytes(32).toString('hex');

/** Fixes the clock 5 s into a 30-second step near the real time, `steps` steps on from the first call. */
const clock = () => {
  const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return (steps: number) => vi.setSystemTime(start + steps * STEP_MS);
};

/**
 * Rotating JWT_SECRET as docs/DEPLOYMENT.md describes: two-factor secrets and recovery codes are keyed by the
 * data key, which the rotation re-wraps, so every two-factor account still signs in, during the rotation and
 * after JWT_SECRET_PREVIOUS is gone.
 */
describe('rotating JWT_SECRET keeps two-factor sign-in working', () => {
  const oldSecret = newSecret();
  const rotatedSecret = newSecret();
  let ctx: TestApp;
  let handle: DatabaseHandle;
  const instances: FastifyInstance[] = [];

  /** Another instance on the same database with these secrets (no job worker: the first instance runs them). */
  const instance = async (config: Partial<AppConfig>) => {
    const app = await buildApp({
      config: { ...ctx.config, runJobs: false, ...config },
      db: handle.db,
      webDistDir: ctx.dataDir,
    });
    await app.ready();
    instances.push(app);
    return app;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ config: { jwtSecret: oldSecret } });
    const url = (ctx.db.$client.options as { connectionString: string }).connectionString;
    handle = createDatabase(url, { max: 3 });
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await handle?.close();
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = async (app: FastifyInstance, email: string, password: string, second: object) => {
    const challenge = await passwordStep(app, email, password);
    return app.inject({
      method: 'POST',
      url: '/api/auth/login/second-step',
      payload: { challenge, ...second },
    });
  };

  it('signs in with a code and a recovery code while rotating, after the rotation, and refuses an unrelated secret', async () => {
    const step = clock();
    const { user, password } = await createAdmin(ctx.db);
    const auth = bearer((await loginAs(ctx.app, user.email, password)).token);
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(ctx.app, auth, password);
    const wrappedBefore = (await ctx.db.execute<{ wrapped: string }>(sql`select wrapped from server_keys`))
      .rows;
    expect(wrappedBefore).toHaveLength(1);

    // Step 1 of the rotation: the new secret, the old one as JWT_SECRET_PREVIOUS.
    const rotating = await instance({ jwtSecret: rotatedSecret, jwtSecretPrevious: oldSecret });
    step(1);
    const withCode = await signIn(rotating, user.email, password, { code: await totpCode(secret) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const withRecovery = await signIn(rotating, user.email, password, { recovery_code: codes[0] });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    // The data key is wrapped with the new secret now; nothing else was re-sealed.
    const wrappedAfter = (await ctx.db.execute<{ wrapped: string }>(sql`select wrapped from server_keys`))
      .rows;
    expect(wrappedAfter).toHaveLength(1);
    expect(wrappedAfter[0]!.wrapped).not.toBe(wrappedBefore[0]!.wrapped);

    // Step 2: JWT_SECRET_PREVIOUS removed.
    const rotated = await instance({ jwtSecret: rotatedSecret, jwtSecretPrevious: undefined });
    step(2);
    const afterCode = await signIn(rotated, user.email, password, { code: await totpCode(secret) });
    expect(afterCode.statusCode, afterCode.body).toBe(200);
    const afterRecovery = await signIn(rotated, user.email, password, { recovery_code: codes[1] });
    expect(afterRecovery.statusCode, afterRecovery.body).toBe(200);
    // New recovery codes and a new set-up work the same on the rotated instance.
    const rotatedAuth = bearer(afterCode.json().data.token);
    step(3);
    const fresh = await rotated.inject({
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      headers: rotatedAuth,
      payload: { code: await totpCode(secret) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const freshCodes: string[] = fresh.json().data.recovery_codes;
    expect((await signIn(rotated, user.email, password, { recovery_code: freshCodes[0] })).statusCode).toBe(
      200,
    );

    // A secret that is neither the current nor the previous one cannot open the data key: start refuses.
    const stranger = await instance({ jwtSecret: newSecret(), jwtSecretPrevious: oldSecret });
    await expect(stranger.dataKeys.get()).rejects.toBeInstanceOf(DataKeyUnavailable);
  });
});

describe('a database with two-factor data from before the data key', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adopts JWT_SECRET as its data key, so the secrets and recovery codes sealed with it still work', async () => {
    clock();
    const jwtSecret = ctx.config.jwtSecret!;
    const { user, password } = await createAdmin(ctx.db);
    // As the version before the data key stored them: keys derived from JWT_SECRET itself.
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await ctx.db
      .update(users)
      .set({
        totpSecretSealed: seal(deriveKey(jwtSecret, 'totp-secret-seal'), secret),
        totpEnabledAt: new Date(),
      })
      .where(eq(users.id, user.id));
    const code = 'abcd-efgh';
    await ctx.db.insert(recoveryCodes).values({
      userId: user.id,
      codeHash: hashRecoveryCode(deriveKey(jwtSecret, 'recovery-code'), user.id, code),
    });
    expect((await ctx.db.execute(sql`select 1 from server_keys`)).rows).toHaveLength(0);

    const signIn = async (second: object) => {
      const challenge = await passwordStep(ctx.app, user.email, password);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/second-step',
        payload: { challenge, ...second },
      });
    };
    expect((await signIn({ code: await totpCode(secret) })).statusCode).toBe(200);
    expect((await signIn({ recovery_code: code })).statusCode).toBe(200);
    expect((await ctx.db.execute(sql`select 1 from server_keys`)).rows).toHaveLength(1);
  });

  it('a database without any makes a random data key: neither JWT_SECRET nor anything derived from it', async () => {
    const fresh = await createTestApp();
    try {
      const keys = await fresh.app.dataKeys.get();
      const fromSecret = deriveKey(fresh.config.jwtSecret!, 'totp-secret-seal');
      expect(keys.totpSeal.equals(fromSecret)).toBe(false);
      // The same key on every use, and after a restart of the instance.
      const again = await buildApp({
        config: { ...fresh.config, runJobs: false },
        db: fresh.db,
        webDistDir: fresh.dataDir,
      });
      try {
        expect((await again.dataKeys.get()).totpSeal.equals(keys.totpSeal)).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      await fresh.close();
    }
  });
});
