import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Behind a load balancer every connection comes from the balancer; the per-address sign-in limits must count
 * the client it names in X-Forwarded-For, and only when the balancer is trusted (TRUST_PROXY).
 */
describe.each<[string, AppConfig['trustProxy'], boolean]>([
  ['off (the default): a forged X-Forwarded-For is ignored', false, false],
  ['the balancer by address', ['127.0.0.1'], true],
  ['one hop', 1, true],
])('TRUST_PROXY %s', (_label, trustProxy, seesClients) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { trustProxy } });
  });
  afterAll(() => ctx.close());

  it(
    seesClients ? 'counts each client behind the balancer on its own' : 'counts the connecting address',
    async () => {
      const { user, password } = await createAdmin(ctx.db);
      const login = (client: string, attemptPassword: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: user.email, password: attemptPassword },
        });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login('203.0.113.5', 'Wrong-Pass1!')).statusCode).toBe(401);
      }
      expect((await login('203.0.113.5', password)).statusCode).toBe(429);
      // Another client behind the same balancer: its own address when trusted, the guessing one's when not.
      expect((await login('203.0.113.6', password)).statusCode).toBe(seesClients ? 200 : 429);
    },
  );
});
