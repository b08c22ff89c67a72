import fs from 'node:fs';
import path from 'node:path';
import { resolvePostgresBinaries } from './binaries.js';
import { chooseClusterDir, clusterPassword, ensureReachableBinaries } from './filesystem.js';
import { ensurePostgresUser, isRoot, type OsUser } from './os-user.js';
import { acquireOwnerLock } from './owner-lock.js';
import { isPostgresOn, readPostmasterPid, stopPostgresProcess } from './postmaster-pid.js';
import {
  ensureDatabase,
  freePort,
  runInitdb,
  startServer,
  SUPERUSER,
  tail,
  waitUntilReady,
} from './postgres-process.js';

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

const startCluster = async (
  options: EmbeddedPostgresOptions,
  user: OsUser | null,
  log: (message: string) => void,
  database: string,
  throwaway: boolean,
  releaseOwnerLock: () => void,
): Promise<EmbeddedPostgres> => {
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
      releaseOwnerLock();
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
          releaseOwnerLock();
        })();
        return stopping;
      },
    };
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
  const user = isRoot() ? ensurePostgresUser(log) : null;
  if (isRoot() && !user) {
    throw new Error(
      "The API runs as root and PostgreSQL refuses to run as root, but there is no 'postgres' OS user to run " +
        'it as and none could be created. Create one (e.g. `useradd --system --user-group --no-create-home ' +
        'postgres`), start the API as a normal user, or set DATABASE_URL to an existing PostgreSQL server.',
    );
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const releaseOwnerLock = acquireOwnerLock(options.dataDir);
  try {
    return await startCluster(options, user, log, database, throwaway, releaseOwnerLock);
  } catch (error) {
    releaseOwnerLock();
    throw error;
  }
};
