#!/usr/bin/env node
// Playwright's webServer: runs the BUILT app (apps/api/dist/server.js) on a fresh data directory and, when
// E2E_DATABASE_URL is set, on a fresh database of an external PostgreSQL. When Playwright stops it (SIGTERM), it
// stops the server cleanly, then drops the database and removes the data directory.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
const SHUTDOWN_GRACE_MS = 15_000;

const log = (message) => process.stderr.write(`[e2e web-server] ${message}\n`);

const required = (name) => {
  const value = process.env[name];
  if (!value) {
    log(`${name} is not set; start the browser tests through playwright (npm test -w @coachboard/e2e).`);
    process.exit(1);
  }
  return value;
};

const dataDir = required('E2E_DATA_DIR');
const port = required('E2E_PORT');
const databaseUrl = process.env.E2E_DATABASE_URL;

/** A connection to the maintenance database of the server that holds the run's database. */
const maintenanceClient = () => {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return new pg.Client({ connectionString: url.toString() });
};
const databaseName = () => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoteIdentifier = (name) => `"${name.replaceAll('"', '""')}"`;

const createDatabase = async () => {
  const client = maintenanceClient();
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${quoteIdentifier(databaseName())}`);
  } finally {
    await client.end();
  }
};

const dropDatabase = async () => {
  const client = maintenanceClient();
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName())} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

/** Stops a PostgreSQL the server left behind in the data directory (only after the server had to be killed). */
const stopLeftoverCluster = () => {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // already gone
  }
};

const cleanUp = async () => {
  if (process.env.E2E_KEEP_DATA === '1') {
    log(`E2E_KEEP_DATA=1: keeping ${dataDir}${databaseUrl ? ` and database ${databaseName()}` : ''}`);
    return;
  }
  if (databaseUrl) {
    await dropDatabase().catch((error) => log(`could not drop database ${databaseName()}: ${error.message}`));
  }
  rmSync(dataDir, { recursive: true, force: true });
};

if (!existsSync(serverEntry)) {
  log(
    `${path.relative(repoRoot, serverEntry)} does not exist: run \`npm run build\` before the browser tests.`,
  );
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true });
// mkdtemp-style private directories would keep the embedded cluster (run as the postgres user under root) out.
chmodSync(dataDir, 0o755);
writeFileSync(path.join(dataDir, '.e2e-run'), `${process.pid}\n`);
if (databaseUrl) await createDatabase();

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: required('E2E_ADMIN_EMAIL'),
  ADMIN_PASSWORD: required('E2E_ADMIN_PASSWORD'),
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
// Mail must land in DATA_DIR/outbox, and the database must be the run's own.
delete serverEnv.SMTP_URL;
delete serverEnv.PUBLIC_URL;
delete serverEnv.JWT_SECRET;
if (databaseUrl) {
  serverEnv.DATABASE_URL = databaseUrl;
  // Required with DATABASE_URL (every instance of a deployment shares it); this run's own.
  serverEnv.JWT_SECRET = crypto.randomBytes(32).toString('hex');
} else delete serverEnv.DATABASE_URL;

// Its own process group: Playwright signals ours, and the server gets exactly one SIGTERM, from us.
const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  setTimeout(() => {
    log(`server did not stop within ${SHUTDOWN_GRACE_MS / 1000}s after ${signal}; killing it`);
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    stopLeftoverCluster();
  }, SHUTDOWN_GRACE_MS).unref();
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));

server.on('exit', async (code, signal) => {
  if (!stopping) log(`server exited unexpectedly (code ${code}, signal ${signal})`);
  await cleanUp();
  process.exit(stopping ? 0 : (code ?? 1));
});
