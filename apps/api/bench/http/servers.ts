import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN } from '../seed-volume.js';
import { freePort, startProcess, waitForHttp } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningServer {
  name: string;
  base: string;
  pid: number | undefined;
  child: ReturnType<typeof startProcess>;
}

export interface RealServerOptions {
  root: string;
  databaseUrl: string;
  logDir: string;
  name: string;
  /** Preload capture-sql.mjs, appending each statement to this file. */
  captureFile?: string;
  /** Write a V8 CPU profile into this directory on exit. */
  profileDir?: string;
}

/**
 * One secret for every instance and every run on the kept bench database: the first start wraps the database's
 * data key with it, and an instance with another secret refuses to start (as production does after an
 * unannounced rotation). A bench database holds no secret worth keeping.
 */
const BENCH_JWT_SECRET = 'coachboard-bench-secret-not-for-production-0123456789';

/** The production entry, `node apps/api/dist/server.js`, on a free loopback port. */
export const startRealServer = async (options: RealServerOptions): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(options.logDir, `${options.name}-data-`));
  const nodeArgs: string[] = [];
  if (options.captureFile) nodeArgs.push('--import', path.join(here, 'capture-sql.mjs'));
  if (options.profileDir) nodeArgs.push('--cpu-prof', '--cpu-prof-dir', options.profileDir);
  const child = startProcess(options.name, process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: options.root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      BENCH_LOG_DIR: options.logDir,
      CAPTURE_SQL_FILE: options.captureFile ?? '',
      CAPTURE_PG_FROM: path.join(options.root, 'apps/api'),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, child, 120_000, options.name);
  return { name: options.name, base, pid: child.pid, child };
};

export const startBareServer = async (
  root: string,
  databaseUrl: string,
  routesFile: string,
  logDir: string,
): Promise<RunningServer> => {
  const port = await freePort();
  const child = startProcess(
    'bare',
    process.execPath,
    ['--import', 'tsx', path.join(here, 'bare-server.ts'), routesFile],
    {
      cwd: path.join(root, 'apps/api'),
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), BENCH_LOG_DIR: logDir },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, child, 60_000, 'bare server');
  return { name: 'bare', base, pid: child.pid, child };
};

/** Signs in as the bench admin; returns the access token. */
export const signIn = async (base: string) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!response.ok || !token) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return token;
};
