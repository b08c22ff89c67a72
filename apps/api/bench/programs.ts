/**
 * Server-time benchmark of the programs area at volume (10,000 programs, 200,000 users): seeds a fresh
 * `coachboard_bench` database, builds the app in-process and times requests with Fastify's inject (the whole
 * server path: auth hook, validation, queries, serialization), with warm-up, reporting p50/p95/p99 in ms.
 *
 *   npm run bench -w @coachboard/api    (DATABASE_URL or TEST_DATABASE_URL names the server; else embedded)
 *   BENCH_SKIP_SEED=1 ...              reuses an already seeded coachboard_bench on DATABASE_URL/TEST_DATABASE_URL
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { BENCH_DATABASE, type BenchServer } from './bench-database.js';
import { BENCH_ADMIN, seedVolume } from './seed-volume.js';
import { benchScenarios } from './scenarios.js';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const TARGET_P95_MS = 50;

const loadAverage = () =>
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

const main = async () => {
  const server = process.env.BENCH_SKIP_SEED ? existingServer() : await seedVolume();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-bench-data-'));
  const handle = createDatabase(server.url);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' }),
    jwtSecret: crypto.randomBytes(32).toString('hex'),
  };
  const app = await buildApp({ config, db: handle.db, webDistDir: path.join(dataDir, 'no-web') });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    });
    if (login.statusCode !== 200) throw new Error(`Bench admin login failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const scenarios = await benchScenarios(handle.db);

    const [pgVersion] = (await handle.pool.query<{ server_version: string }>('show server_version')).rows;
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\n${WARMUP} warm-up and ${ITERATIONS} timed requests per scenario; ${server.where} ` +
        `(PostgreSQL ${pgVersion?.server_version}), Node ${process.version}, ${os.cpus().length} x ${cpu}, ` +
        `load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let failures = 0;
    for (const scenario of scenarios) {
      const timings: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
        const url = scenario.urls[i % scenario.urls.length]!;
        const startedAt = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - startedAt;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i >= WARMUP) timings.push(elapsed);
        if (i === WARMUP) rows = scenario.countRows(response.json());
      }
      timings.sort((a, b) => a - b);
      const p95 = percentile(timings, 95);
      if (scenario.target && p95 >= TARGET_P95_MS) failures += 1;
      const cells = [50, 95, 99].map((p) => percentile(timings, p).toFixed(1));
      console.log(`| ${scenario.name} | ${cells.join(' | ')} | ${timings.at(-1)!.toFixed(1)} | ${rows} |`);
    }
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

await main();
