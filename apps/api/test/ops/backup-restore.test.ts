import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/client.js';
import { freePort } from '../../src/db/embedded/postgres-process.js';
import { migrate } from '../../src/db/migrate.js';
import { DATABASE_URL_FILE, startDatabaseServer } from '../../src/db/start-database.js';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../../src/modules/auth/keys.js';
import { walSegmentRange } from '../../src/ops/base-backup.js';
import { DATA_DIR_FILES, runBackup } from '../../src/ops/backup.js';
import { RestoreRefused, runRestore } from '../../src/ops/restore.js';
import { ADMIN_CREDENTIALS_FILE } from '../../src/seed/ensure-admin.js';
import { createAdmin, createUser } from '../helpers/factories.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  // Each step is bounded, so a stuck one (a pool waiting on a dead connection) cannot keep a cluster running.
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.race([cleanup().catch(() => undefined), sleep(15_000)]);
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary directory the `postgres` OS user can traverse (the tests run as root here). */
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `coachboard-${name}-`));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
};

/** The real server (src/server.ts through tsx) on `dataDir`, as `npm start` runs it; resolves when healthy. */
const startServer = async (dataDir: string) => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const name of [
    'DATABASE_URL',
    'STORAGE_URL',
    'JWT_SECRET',
    'SMTP_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ])
    delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await sleep(200);
  }
};

describe('backup and restore', () => {
  it('names every WAL segment between two, across a log id boundary', () => {
    expect(walSegmentRange('0000000100000000000000FE', '000000010000000100000001', 16 * 1024 * 1024)).toEqual(
      [
        '0000000100000000000000FE',
        '0000000100000000000000FF',
        '000000010000000100000000',
        '000000010000000100000001',
      ],
    );
    expect(DATA_DIR_FILES).toEqual(expect.arrayContaining([JWT_SECRET_FILE, ADMIN_CREDENTIALS_FILE]));
  });

  it(
    'backs up a running server under a write load; the restored DATA_DIR starts and holds every write acknowledged before the backup began',
    { timeout: 120_000 },
    async () => {
      const source = tempDir('backup-source');
      const target = tempDir('backup-target');
      const out = tempDir('backups');
      const quiet = () => undefined;

      // The source DATA_DIR, started as the server starts it (database-url.txt written), migrated.
      const config = loadConfig({ DATA_DIR: source, SEED_DEMO: 'false', LOG_LEVEL: 'silent', PORT: '0' });
      const server = await startDatabaseServer(config, quiet);
      cleanups.push(() => server.stop());
      const handle = createDatabase(server.url, { max: 4 });
      cleanups.push(() => handle.close());
      await migrate(handle.db);
      resolveJwtSecret(config); // DATA_DIR/jwt-secret, as the first start writes it
      const { user: admin, password: adminPassword } = await createAdmin(handle.db);
      const { user: coached } = await createUser(handle.db);
      const image = crypto.randomBytes(48_000);
      fs.mkdirSync(path.join(source, 'uploads', 'backup-test'), { recursive: true });
      fs.writeFileSync(path.join(source, 'uploads', 'backup-test', 'picture.jpg'), image);

      const pool = new pg.Pool({ connectionString: server.url, max: 4 });
      // A connection still closing when the cluster stops hears its shutdown notice; that is not a failure.
      pool.on('error', () => undefined);
      pool.on('connect', (client) => client.on('error', () => undefined));
      cleanups.push(() => pool.end());
      await pool.query(`
        create table backup_probe (seq integer primary key, payload text not null);
        create table backup_accounts (id integer primary key, balance integer not null);
        insert into backup_accounts values (1, 1000), (2, 1000);
        create table backup_bulk (id bigserial primary key, payload text not null);`);

      // The write load: one writer in sequence (commit order = seq order), transfers that keep a sum, and
      // bulk inserts that fill WAL segments. `acked` holds the sequence numbers whose commit was answered.
      let running = true;
      let failure: unknown;
      const acked: number[] = [];
      let attempted = 0;
      const writer = (work: () => Promise<void>) =>
        work().catch((error: unknown) => {
          failure ??= error;
          running = false;
        });
      /** Waits for the load to get somewhere; a failed writer fails the test instead of leaving it waiting. */
      const waitFor = async (condition: () => boolean) => {
        while (!condition()) {
          if (failure) throw failure;
          await sleep(10);
        }
      };
      cleanups.push(async () => {
        running = false;
      });
      const sequential = writer(async () => {
        while (running) {
          const seq = ++attempted;
          await pool.query('insert into backup_probe values ($1::int, repeat(md5($1::int::text), 8))', [seq]);
          acked.push(seq);
        }
      });
      const transfers = writer(async () => {
        const client = await pool.connect();
        try {
          while (running) {
            const amount = crypto.randomInt(1, 50);
            await client.query('begin');
            await client.query('update backup_accounts set balance = balance - $1 where id = 1', [amount]);
            await client.query('update backup_accounts set balance = balance + $1 where id = 2', [amount]);
            await client.query('commit');
          }
        } finally {
          client.release();
        }
      });
      const bulk = writer(async () => {
        while (running) {
          await pool.query(
            'insert into backup_bulk (payload) select repeat(md5(g::text), 30) from generate_series(1, 200) g',
          );
          await sleep(5);
        }
      });
      await waitFor(() => acked.length >= 50);

      const ackedBeforeBackup = acked.length;
      let ackedWhenCopyStarted = 0;
      const result = await runBackup({
        dataDir: source,
        out,
        log: quiet,
        // In backup mode: more writes, a checkpoint and a WAL switch before and while the files are copied.
        duringBackup: async () => {
          await waitFor(() => acked.length >= ackedBeforeBackup + 30);
          await pool.query('checkpoint');
          await pool.query('select pg_switch_wal()');
          ackedWhenCopyStarted = acked.length;
        },
      });
      running = false;
      await Promise.all([sequential, transfers, bulk]);
      if (failure) throw failure;
      const ackedAfterBackup = acked.length;
      await pool.end();
      await handle.close();
      await server.stop();

      expect(path.basename(result.archive)).toMatch(/^coachboard-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(fs.statSync(result.archive).mode & 0o777).toBe(0o600);
      expect(result.manifest.postgres.walSegments).toBeGreaterThanOrEqual(2);
      expect(result.manifest.uploads).toEqual({ included: true, files: 1, bytes: image.length });
      expect(ackedWhenCopyStarted).toBeGreaterThan(ackedBeforeBackup);
      expect(ackedAfterBackup).toBeGreaterThan(ackedWhenCopyStarted); // the load went on during the copy

      const restored = await runRestore({ archive: result.archive, dataDir: target, log: quiet });
      expect(restored.clusterDir).toBe(path.join(target, 'postgres'));
      for (const name of ['postgres-password', JWT_SECRET_FILE]) {
        expect(fs.readFileSync(path.join(target, name), 'utf8')).toBe(
          fs.readFileSync(path.join(source, name), 'utf8'),
        );
      }

      // The restored DATA_DIR under the real server.
      const api = await startServer(target);
      const login = await fetch(`${api.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: adminPassword, remember_me: false }),
      });
      expect(login.status).toBe(200);
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const userResponse = await fetch(`${api.base}/api/users/${coached.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(userResponse.status).toBe(200);
      expect(JSON.stringify(await userResponse.json())).toContain(coached.email);
      const upload = await fetch(`${api.base}/uploads/backup-test/picture.jpg`);
      expect(upload.status).toBe(200);
      expect(Buffer.from(await upload.arrayBuffer()).equals(image)).toBe(true);

      // Every write acknowledged before the backup began is there; what is there is a prefix of the sequence
      // (no hole: a consistent state), and the transfers kept their sum (no half transaction).
      const restoredUrl = fs.readFileSync(path.join(target, DATABASE_URL_FILE), 'utf8').trim();
      const client = new pg.Client({ connectionString: restoredUrl });
      await client.connect();
      const { rows } = await client.query<{ count: number; max: number | null }>(
        'select count(*)::int as count, max(seq) as max from backup_probe',
      );
      const { count, max } = rows[0]!;
      expect(max).toBe(count);
      expect(count).toBeGreaterThanOrEqual(ackedBeforeBackup);
      expect(count).toBeGreaterThanOrEqual(ackedWhenCopyStarted);
      expect(count).toBeLessThanOrEqual(attempted);
      const { rows: sum } = await client.query<{ total: number }>(
        'select sum(balance)::int as total from backup_accounts',
      );
      expect(sum[0]!.total).toBe(2000);
      await client.end();

      // A DATA_DIR whose server runs is refused; so is one that holds data, without --force.
      await expect(runRestore({ archive: result.archive, dataDir: target, log: quiet })).rejects.toThrow(
        RestoreRefused,
      );
      await api.stop();
      await expect(runRestore({ archive: result.archive, dataDir: target, log: quiet })).rejects.toThrow(
        /already holds a PostgreSQL cluster .*--force/,
      );
    },
  );
});
