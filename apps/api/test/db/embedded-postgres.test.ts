import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startEmbeddedPostgres } from '../../src/db/embedded/cluster.js';
import { binariesIn } from '../../src/db/embedded/binaries.js';
import { ensureReachableBinaries, FALLBACK_ROOT } from '../../src/db/embedded/filesystem.js';
import { findPostgresUser } from '../../src/db/embedded/os-user.js';
import { isProcessAlive, readPostmasterPid } from '../../src/db/embedded/postmaster-pid.js';
import { DATABASE_URL_FILE, startDatabaseServer } from '../../src/db/start-database.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'start-cluster.ts');
const isRoot = process.getuid?.() === 0;
const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

const dataDir = (mode = 0o755) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-pg-crash-'));
  fs.chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
};

/** Starts the cluster in a separate process (like the API would) and reports its URL and server pid. */
const startInChild = (dir: string) =>
  new Promise<{ url: string; pid: number; kill: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line)
        resolve({ ...(JSON.parse(line) as { url: string; pid: number }), kill: () => child.kill('SIGKILL') });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`fixture exited (${code}): ${err}`)));
  });

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', { timeout: 90_000 }, () => {
  it('refuses a second API on a running DATA_DIR; starts again after SIGKILL (orphaned server), keeping the data', async () => {
    const dir = dataDir();
    const first = await startInChild(dir);
    await query(first.url, 'create table survivor (id int); insert into survivor values (42)');
    // While its API process lives, a second start on the same DATA_DIR is refused instead of stealing the server.
    await expect(
      startEmbeddedPostgres({ dataDir: dir, throwaway: true, log: () => undefined }),
    ).rejects.toThrow(/Another Coachboard process \(pid \d+\) is using DATA_DIR/);
    expect(await query(first.url, 'select count(*)::int as n from survivor')).toEqual([{ n: 1 }]);
    first.kill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isProcessAlive(first.pid)).toBe(true); // the orphan keeps running

    const messages: string[] = [];
    const second = await startEmbeddedPostgres({
      dataDir: dir,
      throwaway: true,
      log: (m) => messages.push(m),
    });
    cleanups.push(second.stop);
    expect(messages.some((m) => m.includes('still running'))).toBe(true);
    expect(isProcessAlive(first.pid)).toBe(false);
    expect(await query(second.url, 'select id from survivor')).toEqual([{ id: 42 }]);

    await second.stop();
    expect(isProcessAlive(second.pid)).toBe(false);
    expect(readPostmasterPid(second.clusterDir)).toBeNull();
  });

  it('starts again after API and server were both killed (stale postmaster.pid)', async () => {
    const dir = dataDir();
    const first = await startInChild(dir);
    first.kill();
    process.kill(first.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readPostmasterPid(path.join(dir, 'postgres'))?.pid).toBe(first.pid);

    const second = await startEmbeddedPostgres({ dataDir: dir, throwaway: true, log: () => undefined });
    cleanups.push(second.stop);
    expect(await query(second.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('runs a durable cluster outside tests, flushed with one syncfs before crash recovery on Linux', async () => {
    const cluster = await startEmbeddedPostgres({ dataDir: dataDir(), log: () => undefined });
    cleanups.push(cluster.stop);
    const settings = await query(
      cluster.url,
      `select name, setting from pg_settings
       where name in ('fsync', 'full_page_writes', 'recovery_init_sync_method', 'synchronous_commit')
       order by name`,
    );
    expect(settings).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'full_page_writes', setting: 'on' },
      { name: 'recovery_init_sync_method', setting: process.platform === 'linux' ? 'syncfs' : 'fsync' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
  });

  it('writes the URL to DATA_DIR/database-url.txt (mode 600) while running and removes it on stop', async () => {
    const dir = dataDir();
    const server = await startDatabaseServer(loadConfig({ DATA_DIR: dir }), () => undefined);
    cleanups.push(server.stop);
    const file = path.join(dir, DATABASE_URL_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(server.url);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await server.stop();
    expect(fs.existsSync(file)).toBe(false);
  });

  it.runIf(isRoot)(
    'as root, moves the cluster out of a DATA_DIR the postgres user cannot reach',
    async () => {
      const dir = dataDir(0o700);
      const messages: string[] = [];
      const cluster = await startEmbeddedPostgres({
        dataDir: dir,
        throwaway: true,
        log: (m) => messages.push(m),
      });
      cleanups.push(async () => {
        await cluster.stop();
        fs.rmSync(cluster.clusterDir, { recursive: true, force: true });
      });
      expect(cluster.clusterDir.startsWith(`${FALLBACK_ROOT}/`)).toBe(true);
      expect(messages.join('\n')).toContain('is not reachable');
      expect(await query(cluster.url, 'select current_user as who')).toEqual([{ who: 'postgres' }]);
      const owner = fs.statSync(cluster.clusterDir).uid;
      expect(owner).not.toBe(0);
    },
  );

  it.runIf(isRoot)('as root, copies binaries the postgres user cannot reach (a checkout under /root)', () => {
    const privateDir = dataDir(0o700);
    const nativeDir = path.join(privateDir, 'native');
    fs.mkdirSync(path.join(nativeDir, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(nativeDir, 'lib'));
    fs.writeFileSync(path.join(nativeDir, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(nativeDir, 'lib', 'libpq.so.5.18'), 'lib');
    fs.symlinkSync('libpq.so.5.18', path.join(nativeDir, 'lib', 'libpq.so.5'));
    const version = `test-${process.pid}-${Date.now()}`;
    const copied = ensureReachableBinaries(
      binariesIn(nativeDir, version),
      findPostgresUser(),
      () => undefined,
    );
    cleanups.push(async () => fs.rmSync(copied.nativeDir, { recursive: true, force: true }));
    expect(copied.nativeDir).toBe(path.join(FALLBACK_ROOT, `postgres-${version}`));
    expect(fs.existsSync(copied.postgres)).toBe(true);
    expect(fs.readlinkSync(path.join(copied.nativeDir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
  });
});
