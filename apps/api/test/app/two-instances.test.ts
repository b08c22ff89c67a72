import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Two API instances on one database, as behind a load balancer: whatever one instance learns (a logout, a
 * refused sign-in) the other must apply on its very next request, so nothing it relies on lives in memory.
 */
describe('two app instances on one database', () => {
  let first: TestApp;
  let secondHandle: DatabaseHandle;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp();
    const url = (first.db.$client.options as { connectionString: string }).connectionString;
    secondHandle = createDatabase(url, { max: 2 });
    second = await buildApp({ config: first.config, db: secondHandle.db, webDistDir: first.dataDir });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
    await first.close();
  });

  it('a logout on one instance ends the session on the other at its next request', async () => {
    const { user, password } = await createAdmin(first.db);
    const session = await loginAs(first.app, user.email, password);
    const me = () => second.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect((await me()).statusCode).toBe(200);

    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.refresh_token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('sign-in failures counted on one instance lock the account on the other', async () => {
    const { user, password } = await createAdmin(first.db);
    const attempt = (app: FastifyInstance, attemptPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: attemptPassword },
      });
    for (const app of [first.app, second, first.app, second, first.app]) {
      expect((await attempt(app, 'Wrong-Pass1!')).statusCode).toBe(401);
    }
    expect((await attempt(second, password)).statusCode).toBe(429);
  });
});
