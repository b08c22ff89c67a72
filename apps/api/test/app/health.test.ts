import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

const rootPackage = JSON.parse(
  fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('GET /api/health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('answers ok after checking the database, and the running release, without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // Run from source (no build), the commit is not known; a build writes it in (scripts/build-info.mjs).
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', version: rootPackage.version, commit: 'unknown' },
    });
  });

  it('live and ready answer 200 without a token while the database answers', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready', database: 'ok' } });
  });
});

/** A TCP relay in front of PostgreSQL that the test can cut and restore: the database "goes away". */
const startRelay = async (target: URL) => {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await open();
  return { port: () => port, cut, restore: open };
};

describe('readiness while the database is unreachable', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let ctx: { app: Awaited<ReturnType<typeof buildApp>>; close: () => Promise<void> };

  beforeAll(async () => {
    const database = await createTestDatabase();
    const url = new URL(database.url);
    relay = await startRelay(url);
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port());
    const handle = createDatabase(relayed.toString(), { max: 2 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-health-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' }),
      jwtSecret: crypto.randomBytes(32).toString('hex'),
    };
    const app = await buildApp({ config, db: handle.db, webDistDir: path.join(dataDir, 'no-web-dist') });
    await app.ready();
    ctx = {
      app,
      close: async () => {
        await app.close();
        await handle.close();
        await relay.cut().catch(() => undefined);
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers 503 in the error envelope while the database is cut off, 200 again once it is back', async () => {
    expect((await get('/api/health/ready')).statusCode).toBe(200);

    await relay.cut();
    const down = await get('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, message: 'Database unavailable' });
    // Liveness does not depend on the database: restarting the process would not bring it back.
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(503);

    await relay.restore();
    const up = await get('/api/health/ready');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ success: true, data: { status: 'ready', database: 'ok' } });
  });
});
