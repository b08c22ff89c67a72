import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { resolvePostgresBinaries, type PostgresBinaries } from './binaries.js';
import { chooseClusterDir, clusterPassword, ensureReachableBinaries, prepareOwnedDir } from './filesystem.js';
import { findPostgresUser, isRoot, type OsUser } from './os-user.js';
import { isPostgresOn, readPostmasterPid, stopPostgresProcess } from './postmaster-pid.js';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: holds the cluster (in `postgres/`), its password and its log. */
  dataDir: string;
  /** Database created for the application. */
  database?: string;
  /** Faster, non-durable settings for throwaway clusters (tests). */
  throwaway?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** Connection URL of the `postgres` maintenance database (for CREATE/DROP DATABASE). */
  maintenanceUrl: string;
  port: number;
  clusterDir: string;
  pid: number;
  stop: () => Promise<void>;
}

const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;

const freePort = () =>
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

const runInitdb = async (
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
      ...(throwaway ? ['--no-sync'] : []),
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

/** A crashed API (kill -9) leaves its server running, or a stale postmaster.pid: stop it or clear the file. */
const clearLeftovers = async (clusterDir: string, log: (message: string) => void) => {
  const lock = readPostmasterPid(clusterDir);
  if (!lock) return;
  if (lock.pid > 0 && isPostgresOn(lock.pid, clusterDir)) {
    log(
      `A PostgreSQL server from an earlier run is still running on this cluster (pid ${lock.pid}); stopping it`,
    );
    await stopPostgresProcess(lock.pid, log);
  }
  if (
    fs.existsSync(path.join(clusterDir, 'postmaster.pid')) &&
    !(lock.pid > 0 && isPostgresOn(lock.pid, clusterDir))
  ) {
    log('Removing a stale postmaster.pid left by an earlier run');
    fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
};

const tail = (file: string, lines = 15) => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

const waitUntilReady = async (child: ChildProcess, port: number, password: string, logFile: string) => {
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

const ensureDatabase = async (maintenanceUrl: string, database: string) => {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
};

const startServer = (
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

/**
 * Starts (initialising on first use) the PostgreSQL cluster of DATA_DIR on a free loopback port. As root the
 * server runs as the `postgres` OS user. Leftovers of a crashed run are dealt with first.
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  const log = options.log ?? ((message: string) => console.log(message));
  const database = options.database ?? 'coachboard';
  const throwaway = options.throwaway ?? false;
  const user = isRoot() ? findPostgresUser() : null;
  if (isRoot() && !user) {
    throw new Error(
      "The API runs as root and PostgreSQL refuses to run as root, but there is no 'postgres' OS user to run " +
        'it as. Create one (e.g. `useradd --system --user-group --no-create-home postgres`), start the API as ' +
        'a normal user, or set DATABASE_URL to an existing PostgreSQL server.',
    );
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const clusterDir = chooseClusterDir(path.join(options.dataDir, 'postgres'), options.dataDir, user, log);
  const binaries = ensureReachableBinaries(resolvePostgresBinaries(), user, log);
  const password = clusterPassword(options.dataDir);
  const logFile = path.join(options.dataDir, 'postgres.log');

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    if (fs.existsSync(clusterDir) && fs.readdirSync(clusterDir).length > 0) {
      throw new Error(
        `${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away.`,
      );
    }
    fs.rmSync(clusterDir, { recursive: true, force: true });
    log(`Creating the PostgreSQL cluster in ${clusterDir}`);
    await runInitdb(binaries, clusterDir, password, user, throwaway);
  }
  if (user) fs.chownSync(clusterDir, user.uid, user.gid);
  await clearLeftovers(clusterDir, log);

  if (fs.existsSync(logFile) && fs.statSync(logFile).size > 5_000_000)
    fs.renameSync(logFile, `${logFile}.old`);

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = startServer(binaries, clusterDir, port, user, logFile, throwaway);
    child.unref();
    try {
      await waitUntilReady(child, port, password, logFile);
    } catch (error) {
      const portTaken = /could not bind|already in use/i.test(tail(logFile, 5));
      if (portTaken && attempt < 3) continue;
      if (child.exitCode === null && child.pid) await stopPostgresProcess(child.pid, log);
      throw error;
    }

    const pid = child.pid!;
    const credentials = `${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    const maintenanceUrl = `postgres://${credentials}/postgres`;
    await ensureDatabase(maintenanceUrl, database);

    // Last resort when the process exits without an orderly stop (uncaught error): ask for a fast shutdown.
    const onExit = () => {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    process.once('exit', onExit);

    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://${credentials}/${database}`,
      maintenanceUrl,
      port,
      clusterDir,
      pid,
      stop: () => {
        stopping ??= (async () => {
          process.removeListener('exit', onExit);
          await stopPostgresProcess(pid, log);
        })();
        return stopping;
      },
    };
  }
};
