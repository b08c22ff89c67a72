import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { storageFromConfig } from '../../src/storage/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { mailsTo, readOutbox } from '../helpers/outbox.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { startServerProcess } from '../helpers/server-process.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { createProgramViaApi, makeImage, multipart } from '../programs/program-helpers.js';

const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `coachboard-${label}-`));

/**
 * Two API instances as behind a load balancer: one PostgreSQL, one S3 bucket, and nothing else shared, each
 * with its own DATA_DIR. Whatever one instance learns (a logout, a refused sign-in, an upload) the other must
 * apply on its very next request, so nothing either relies on lives in its memory or on its disk.
 */
describe('two instances with separate DATA_DIRs on one PostgreSQL and one S3 server', () => {
  let s3: TestS3Server;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const handles: DatabaseHandle[] = [];
  const dataDirs: string[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  const configFor = (dataDir: string): AppConfig => ({
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'one-secret-every-instance-shares-0123456789',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Owner-Pass1!',
      ...s3.env('uploads'),
    }),
  });

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    [first, second] = (await Promise.all(
      ['first', 'second'].map(async (name) => {
        const dataDir = tempDir(`instance-${name}`);
        dataDirs.push(dataDir);
        const config = configFor(dataDir);
        const handle = createDatabase(database.url, { max: 4 });
        handles.push(handle);
        const storage = storageFromConfig(config);
        // Both start at the same moment on the empty database: migrations and the admin bootstrap race.
        await prepareDatabase(handle, config, storage);
        const app = await buildApp({ config, db: handle.db, storage, webDistDir: dataDir });
        await app.ready();
        return app;
      }),
    )) as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await Promise.all(handles.map((handle) => handle.close()));
    await database.drop();
    await s3.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starting together on an empty database ends with one schema and one admin', async () => {
    const db = handles[0]!.db;
    const journal = JSON.parse(fs.readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const migrations = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]!.count).toBe(journal.entries.length);
    const admins = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from users where email = 'owner@example.com' and role = 'admin'`,
    );
    expect(admins.rows[0]!.count).toBe(1);
    const everyone = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
    expect(everyone.rows[0]!.count).toBe(1);
    // Neither instance wrote a jwt-secret of its own: the shared JWT_SECRET is used.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });

  it('a token issued by one instance works on the other', async () => {
    const session = await loginAs(first, 'owner@example.com', 'Owner-Pass1!');
    const me = await second.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode, me.body).toBe(200);
    const refreshed = await second.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(session.refresh_token),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('a logout on one instance ends the session on the other at its next request', async () => {
    const { user, password } = await createAdmin(handles[0]!.db);
    const session = await loginAs(first, user.email, password);
    const me = () => second.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect((await me()).statusCode).toBe(200);

    const logout = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.refresh_token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('sign-in counts add up across both instances, but never lock the owner out', async () => {
    const { user, password } = await createAdmin(handles[0]!.db);
    const attempt = (app: FastifyInstance, address: string, attemptPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email: user.email, password: attemptPassword },
      });
    for (const app of [first, second, first, second, first]) {
      expect((await attempt(app, '198.51.100.23', 'Wrong-Pass1!')).statusCode).toBe(401);
    }
    // Five failures from this address, counted on two instances: the sixth attempt is refused on either.
    expect((await attempt(second, '198.51.100.23', password)).statusCode).toBe(429);
    expect((await attempt(first, '198.51.100.23', password)).statusCode).toBe(429);
    // The owner, from an address with no failures, still signs in.
    expect((await attempt(first, '198.51.100.77', password)).statusCode).toBe(200);
    // The account's throttle is shared: past five failures, an address gets one try, whichever instance it asks.
    expect((await attempt(first, '198.51.100.99', 'Wrong-Pass1!')).statusCode).toBe(401);
    expect((await attempt(second, '198.51.100.99', password)).statusCode).toBe(429);
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const session = await loginAs(first, 'owner@example.com', 'Owner-Pass1!');
    const auth = bearer(session.token);
    const program = await createProgramViaApi(first, auth);
    const body = multipart([
      { name: 'trainingProgramId', value: String(program.id) },
      {
        name: 'file',
        value: await makeImage('png', 40, 40),
        filename: 'cover.png',
        contentType: 'image/png',
      },
    ]);
    const uploaded = await first.inject({
      method: 'POST',
      url: `/api/files/training-programs/${program.id}/upload-program-image`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { full_path: fullPath } = uploaded.json<{ data: { full_path: string } }>().data;

    const served = await second.inject({ method: 'GET', url: fullPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    for (const dir of dataDirs)
      expect(fs.existsSync(path.join(dir, 'uploads', 'training-programs'))).toBe(false);
  });

  it('queued mail runs exactly once across both instances', async () => {
    const requested = Array.from({ length: 12 }, (_, index) => `member${index}@example.com`);
    for (const email of requested) await createAdmin(handles[0]!.db, { email });
    await Promise.all(
      requested.map((email, index) =>
        (index % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          remoteAddress: `203.0.113.${index + 1}`,
          payload: { email },
        }),
      ),
    );
    const [fromFirst, fromSecond] = await Promise.all([
      readOutbox(first, dataDirs[0]!),
      readOutbox(second, dataDirs[1]!),
    ]);
    const delivered = [...fromFirst, ...fromSecond];
    for (const email of requested) expect(mailsTo(delivered, email), email).toHaveLength(1);
    const resetMails = delivered.filter((mail) => /^Your reset code: \d{6}$/m.test(mail.text));
    expect(resetMails).toHaveLength(requested.length);
  });
});

describe('a queued job outlives the instance that queued it', () => {
  it('survives a kill -9 of that instance and is delivered by another', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase();
    const dirs = [tempDir('killed'), tempDir('survivor')];
    // One secret, as every instance of a deployment shares: the queued mail is sealed with the data key it wraps.
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const env = (dataDir: string, runJobs: boolean) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Owner-Pass1!',
      RUN_JOBS: String(runJobs),
    });
    // The first instance queues but runs no jobs, so the mail can only still be in the queue when it dies.
    const killed = await startServerProcess(env(dirs[0]!, false));
    let survivor: FastifyInstance | undefined;
    let handle: DatabaseHandle | undefined;
    try {
      const response = await fetch(`${killed.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com' }),
      });
      expect(response.status).toBe(200);
      const exited = new Promise((resolve) => killed.child.once('exit', resolve));
      killed.child.kill('SIGKILL');
      await exited;

      handle = createDatabase(database.url, { max: 3 });
      const config = loadConfig(env(dirs[1]!, true));
      survivor = await buildApp({ config, db: handle.db, webDistDir: dirs[1]! });
      await survivor.ready();
      const mails = mailsTo(await readOutbox(survivor, dirs[1]!), 'owner@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/^Your reset code: \d{6}$/m);
      expect(fs.existsSync(path.join(dirs[0]!, 'outbox'))).toBe(false);
    } finally {
      await killed.stop();
      await survivor?.close();
      await handle?.close();
      await database.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rotating JWT_SECRET across instances', () => {
  it('an instance with JWT_SECRET_PREVIOUS accepts tokens of the old secret; without it they are refused', async () => {
    const oldSecret = crypto.randomBytes(32).toString('hex');
    const newSecret = crypto.randomBytes(32).toString('hex');
    const oldInstance = await createTestApp({ config: { jwtSecret: oldSecret } });
    const url = (oldInstance.db.$client.options as { connectionString: string }).connectionString;
    const handle = createDatabase(url, { max: 2 });
    const build = (config: Partial<AppConfig>) =>
      buildApp({
        config: { ...oldInstance.config, ...config },
        db: handle.db,
        webDistDir: oldInstance.dataDir,
      });
    const rotating = await build({ jwtSecret: newSecret, jwtSecretPrevious: oldSecret, runJobs: false });
    const rotated = await build({ jwtSecret: newSecret, jwtSecretPrevious: undefined, runJobs: false });
    try {
      const { user, password } = await createAdmin(oldInstance.db);
      const session = await loginAs(oldInstance.app, user.email, password);
      const me = (app: FastifyInstance, token: string) =>
        app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect((await me(rotating, session.token)).statusCode).toBe(200);
      expect((await me(rotated, session.token)).statusCode).toBe(401);
      // The refresh token is not signed with the secret: it gets a new-secret access token anywhere.
      const refreshed = await rotated.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(session.refresh_token),
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const fresh = refreshed.json<{ data: { token: string } }>().data.token;
      expect((await me(rotated, fresh)).statusCode).toBe(200);
      expect((await me(rotating, fresh)).statusCode).toBe(200);
    } finally {
      await Promise.all([rotating.close(), rotated.close()]);
      await handle.close();
      await oldInstance.close();
    }
  });
});
