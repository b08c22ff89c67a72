import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PostgresBinaries } from './binaries.js';
import { prepareOwnedDir } from './filesystem.js';
import type { OsUser } from './os-user.js';

export const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const spawnOptions = (user: OsUser | null) => ({
  ...(user ? { uid: user.uid, gid: user.gid } : {}),
  env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
});

export const runInitdb = async (
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  user: OsUser | null,
  throwaway: boolean,
) => {
  // Initialise next to the target and rename at the end, so a start killed half-way leaves no broken cluster.
  const staging = `${clusterDir}.initdb-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  prepareOwnedDir(staging, user);
  const passwordFile = path.join(os.tmpdir(), `coachboard-pg-${process.pid}-${Date.now()}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) fs.chownSync(passwordFile, user.uid, user.gid);
  try {
    const args = [
      `--pgdata=${staging}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      // syncfs flushes the whole file system once instead of fsyncing every file: same durability, faster.
      ...(throwaway ? ['--no-sync'] : process.platform === 'linux' ? ['--sync-method=syncfs'] : []),
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(binaries.initdb, args, {
        ...spawnOptions(user),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`initdb failed (exit ${code}):\n${text.trim()}`)),
      );
    });
    fs.renameSync(staging, clusterDir);
    return output;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
};

export const tail = (file: string, lines = 15) => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

export const waitUntilReady = async (
  child: ChildProcess,
  port: number,
  password: string,
  logFile: string,
) => {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      throw new Error(`PostgreSQL exited during start (code ${exited}). Log ${logFile}:\n${tail(logFile)}`);
    }
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      password,
      database: 'postgres',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(
    `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s. Log ${logFile}:\n${tail(logFile)}`,
  );
};

export const ensureDatabase = async (maintenanceUrl: string, database: string) => {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
};

export const startServer = (
  binaries: PostgresBinaries,
  clusterDir: string,
  port: number,
  user: OsUser | null,
  logFile: string,
  throwaway: boolean,
) => {
  const logFd = fs.openSync(logFile, 'a', 0o600);
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
    // Crash recovery first flushes the whole data directory; one syncfs instead of an fsync per file (about
    // 1,500 of them) takes the restart after a kill -9 from ~4 s to well under 1 s (scripts/crash-test.mjs).
    ...(process.platform === 'linux' && !throwaway ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
    ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  try {
    // Own process group: Ctrl+C in the terminal reaches the API, which then stops the cluster in order.
    return spawn(binaries.postgres, args, {
      ...spawnOptions(user),
      detached: true,
      stdio: ['ignore', logFd, logFd],
    });
  } finally {
    fs.closeSync(logFd);
  }
};
