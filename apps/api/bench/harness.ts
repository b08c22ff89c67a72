/**
 * What the per-area server-time benchmarks share: the warm-up and timing loop, percentiles, the bench
 * database (fresh, or reused with BENCH_SKIP_SEED=1), the in-process app with the bench admin logged in,
 * the report's header and table rows, and the verdict against the p95 target.
 *
 *   BENCH_WARMUP (30), BENCH_ITERATIONS (300)   requests before timing, and timed, per scenario
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { BENCH_DATABASE, type BenchServer } from './bench-database.js';
import { BENCH_ADMIN } from './seed-volume.js';

export const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
export const TARGET_P95_MS = 50;

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const existingServer = (): BenchServer => {
  const configured = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!configured) throw new Error('BENCH_SKIP_SEED needs DATABASE_URL or TEST_DATABASE_URL');
  const url = new URL(configured);
  url.pathname = `/${BENCH_DATABASE}`;
  return { url: url.toString(), where: `PostgreSQL at ${url.host}`, stop: async () => {} };
};

/**
 * Calls `run` WARMUP + ITERATIONS times, each reporting the time it measured and the rows it read, and prints
 * a table row of the timed calls (rows as of the first timed one); true when p95 is under the target.
 */
export const measureRuns = async (
  name: string,
  run: (i: number) => Promise<{ elapsed: number; rows: number }>,
) => {
  const timings: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    const { elapsed, rows: count } = await run(i);
    if (i >= WARMUP) timings.push(elapsed);
    if (i === WARMUP) rows = count;
  }
  timings.sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(timings, p).toFixed(1));
  console.log(`| ${name} | ${cells.join(' | ')} | ${timings.at(-1)!.toFixed(1)} | ${rows} |`);
  return percentile(timings, 95) < TARGET_P95_MS;
};

/** Runs `once` WARMUP + ITERATIONS times and prints a table row; true when p95 is under the target. */
export const measure = (name: string, once: (i: number) => Promise<number>) =>
  measureRuns(name, async (i) => {
    const startedAt = performance.now();
    const rows = await once(i);
    return { elapsed: performance.now() - startedAt, rows };
  });

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;
export type BenchHandle = ReturnType<typeof createDatabase>;

export interface BenchContext {
  server: BenchServer;
  app: BenchApp;
  handle: BenchHandle;
  token: string;
  headers: { authorization: string };
}

/** A scenario timed through the app: each request's response body gives the rows it returned. */
export interface TimedScenario {
  name: string;
  /** Counted toward the p95 < 50 ms target. */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

export interface ScenarioRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

/** GET requests rotating through the scenario's URLs. */
export const rotateUrls = (scenario: { urls: string[] }, i: number): ScenarioRequest => ({
  method: 'GET',
  url: scenario.urls[i % scenario.urls.length]!,
});

/** Times each scenario's requests (each must answer 200); returns how many target scenarios missed. */
export const measureScenarios = async <S extends TimedScenario>(
  { app, headers }: BenchContext,
  scenarios: S[],
  requestOf: (scenario: S, i: number) => ScenarioRequest,
) => {
  let failures = 0;
  for (const scenario of scenarios) {
    const underTarget = await measure(scenario.name, async (i) => {
      const { method, url, payload } = requestOf(scenario, i);
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return scenario.countRows(response.json());
    });
    if (scenario.target && !underTarget) failures += 1;
  }
  return failures;
};

/** Times plain SQL on the same pool, no app around it; the rows are the last statement's. */
export const measureBaselines = async (
  { handle }: BenchContext,
  baselines: { name: string; statements: Array<string | { text: string; values: unknown[] }> }[],
) => {
  for (const baseline of baselines) {
    await measure(`baseline, bare SQL: ${baseline.name}`, async () => {
      let rows = 0;
      for (const statement of baseline.statements) {
        const result =
          typeof statement === 'string'
            ? await handle.pool.query(statement)
            : await handle.pool.query(statement.text, statement.values);
        rows = result.rowCount ?? 0;
      }
      return rows;
    });
  }
};

/**
 * Prints the run's circumstances (after `volume`, when given: what the database holds) and the table head.
 */
export const printHeader = async (
  { handle, server }: BenchContext,
  volume?: string | (() => Promise<string>),
) => {
  const [pgVersion] = (await handle.pool.query<{ server_version: string }>('show server_version')).rows;
  const prefix = typeof volume === 'function' ? await volume() : volume;
  console.log(
    `\n${prefix ? `${prefix}; ` : ''}${WARMUP} warm-up and ${ITERATIONS} timed requests per scenario; ` +
      `${server.where} (PostgreSQL ${pgVersion?.server_version}), Node ${process.version}, ` +
      `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average at start ${loadAverage()}\n`,
  );
  console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
  console.log('|---|---:|---:|---:|---:|---:|');
};

/**
 * Seeds the bench database with `seed` (or, with BENCH_SKIP_SEED, reuses the one on DATABASE_URL or
 * TEST_DATABASE_URL), builds the app in-process (`listen`: on a real socket too), runs `prepare` on the
 * pool, logs the bench admin in and runs `bench`, which returns how many target scenarios missed; then prints
 * the verdict, sets the exit code and tears everything down.
 */
export const runBench = async (options: {
  seed: () => Promise<BenchServer>;
  listen?: boolean;
  prepare?: (handle: BenchHandle) => Promise<unknown>;
  bench: (context: BenchContext) => Promise<number>;
}) => {
  const server = process.env.BENCH_SKIP_SEED ? existingServer() : await options.seed();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-bench-data-'));
  const handle = createDatabase(server.url);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' }),
    jwtSecret: crypto.randomBytes(32).toString('hex'),
  };
  const app = await buildApp({ config, db: handle.db, webDistDir: path.join(dataDir, 'no-web') });
  try {
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
    await options.prepare?.(handle);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    });
    if (login.statusCode !== 200) throw new Error(`Bench admin login failed: ${login.body}`);
    const token = login.json().data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const failures = await options.bench({ server, app, handle, token, headers });
    console.log(`\nLoad average at end ${loadAverage()}`);
    console.log(
      failures === 0
        ? `\nEvery target scenario answered under ${TARGET_P95_MS} ms at p95.`
        : `\n${failures} target scenario(s) at or over ${TARGET_P95_MS} ms at p95.`,
    );
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await app.close();
    await handle.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
