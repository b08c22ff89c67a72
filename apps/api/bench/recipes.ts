/**
 * Server-time benchmark of the recipe library at 100,000 recipes: seeds a fresh `coachboard_bench` database,
 * builds the app in-process and times requests with Fastify's inject (auth hook, validation, queries,
 * serialization), next to bare SQL baselines run on the same database in the same run.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/recipes.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { BENCH_DATABASE, type BenchServer } from './bench-database.js';
import { recipeBaselines, recipeScenarios } from './recipes-scenarios.js';
import { RECIPE_COUNT, seedRecipesVolume } from './seed-recipes-volume.js';
import { BENCH_ADMIN } from './seed-volume.js';

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

/** Runs `once` WARMUP + ITERATIONS times and prints a table row; true when p95 is under the target. */
const measure = async (name: string, once: (i: number) => Promise<number>) => {
  const timings: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    const startedAt = performance.now();
    const count = await once(i);
    const elapsed = performance.now() - startedAt;
    if (i >= WARMUP) timings.push(elapsed);
    if (i === WARMUP) rows = count;
  }
  timings.sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(timings, p).toFixed(1));
  console.log(`| ${name} | ${cells.join(' | ')} | ${timings.at(-1)!.toFixed(1)} | ${rows} |`);
  return percentile(timings, 95) < TARGET_P95_MS;
};

const main = async () => {
  const server = process.env.BENCH_SKIP_SEED ? existingServer() : await seedRecipesVolume();
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
    const [pgVersion] = (await handle.pool.query<{ server_version: string }>('show server_version')).rows;
    console.log(
      `\n${RECIPE_COUNT.toLocaleString('en-US')} recipes; ${WARMUP} warm-up and ${ITERATIONS} timed requests per ` +
        `scenario; ${server.where} (PostgreSQL ${pgVersion?.server_version}), Node ${process.version}, ` +
        `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average at start ${loadAverage()}\n`,
    );
    console.log('| scenario | p50 ms | p95 ms | p99 ms | max ms | rows |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let failures = 0;
    for (const scenario of await recipeScenarios(handle.db)) {
      const underTarget = await measure(scenario.name, async (i) => {
        const url = scenario.urls[i % scenario.urls.length]!;
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return scenario.countRows(response.json());
      });
      if (scenario.target && !underTarget) failures += 1;
    }
    for (const baseline of recipeBaselines) {
      await measure(`baseline, bare SQL: ${baseline.name}`, async () => {
        let rows = 0;
        for (const statement of baseline.statements)
          rows = (await handle.pool.query(statement)).rowCount ?? 0;
        return rows;
      });
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
