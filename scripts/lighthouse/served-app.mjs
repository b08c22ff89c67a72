// The built app `npm run lighthouse` measures (scripts/lighthouse.mjs): the production server
// (apps/api/dist/server.js, which serves the panel) on a free loopback port with a fresh temporary DATA_DIR and,
// when TEST_DATABASE_URL or DATABASE_URL is set, a fresh database on that PostgreSQL server (else the server's
// embedded cluster in DATA_DIR); the admin it signs in as, and the demo seed's training day it visits.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.mjs';

const ADMIN_EMAIL = 'lighthouse-admin@example.com';
const ADMIN_PASSWORD = 'Lighthouse-Admin-1!';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What was started here, stopped in `stopServedApp`. */
const started = { server: null, dataDir: null, database: null };

const SERVER_ENTRY = 'apps/api/dist/server.js';
const PANEL_INDEX = 'apps/web/dist/index.html';

/** Nothing is built here: without the build of `root`, says what is missing and exits. */
export const exitUnlessBuilt = (root) => {
  for (const [file, what] of [
    [SERVER_ENTRY, 'the API'],
    [PANEL_INDEX, 'the panel'],
  ]) {
    if (!existsSync(path.join(root, file))) {
      console.error(`[lighthouse] ${file} is missing: build ${what} first (npm run build).`);
      process.exit(1);
    }
  }
};

export const databaseServerUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const maintenanceClient = () => {
  const url = new URL(databaseServerUrl);
  url.pathname = '/postgres';
  return new pg.Client({ connectionString: url.toString() });
};
const onMaintenance = async (sql) => {
  const client = maintenanceClient();
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const stopServer = async () => {
  const server = started.server;
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
};

/** Stops the server, drops its database and removes its data directory (whichever were started). */
export const stopServedApp = async (say) => {
  await stopServer();
  if (started.database) {
    await onMaintenance(`DROP DATABASE IF EXISTS "${started.database}" WITH (FORCE)`).catch((error) =>
      say(`could not drop database ${started.database}: ${error.message}`),
    );
  }
  if (started.dataDir) rmSync(started.dataDir, { recursive: true, force: true });
};

/** Starts the built server with the demo seed; answers its origin once /api/health answers. */
export const startServer = async (root) => {
  const serverEntry = path.join(root, SERVER_ENTRY);
  const port = await freePort();
  started.dataDir = mkdtempSync(path.join(os.tmpdir(), 'coachboard-lighthouse-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: started.dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET']) delete env[name];
  if (databaseServerUrl) {
    started.database = `coachboard_lighthouse_${Date.now()}_${process.pid}`;
    await onMaintenance(`CREATE DATABASE "${started.database}"`);
    const url = new URL(databaseServerUrl);
    url.pathname = `/${started.database}`;
    env.DATABASE_URL = url.toString();
    env.JWT_SECRET = crypto.randomBytes(32).toString('hex'); // required with DATABASE_URL
  }
  started.server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  started.server.stdout.on('data', keep);
  started.server.stderr.on('data', keep);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (started.server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer /api/health in 180 s:\n${output}`);
    await sleep(250);
  }
};

export const signIn = async (origin) => {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, remember_me: true }),
  });
  const body = await response.json();
  const token = body?.data?.token;
  const refreshToken = body?.data?.refresh_token;
  if (!response.ok || !token || !refreshToken) {
    throw new Error(`Sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return { token, refreshToken };
};

/** The first training day (not a rest day) of the demo seed's first programs, as the panel addresses it. */
export const firstTrainingDayPath = async (origin, token) => {
  const get = async (apiPath) => {
    const response = await fetch(`${origin}/api${apiPath}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
    return (await response.json()).data;
  };
  const programs = await get('/training-programs?per_page=20');
  for (const program of programs.data ?? programs) {
    for (const week of await get(`/training-programs/${program.id}/training-weeks/all`)) {
      const day = week.training_days.find((candidate) => !candidate.is_rest_day);
      if (day) return `/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`;
    }
  }
  throw new Error('The demo seed has no training day');
};
