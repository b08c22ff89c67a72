/**
 * Server-time benchmark of the programs area at volume (10,000 programs, 200,000 users): seeds a fresh
 * `coachboard_bench` database, builds the app in-process and times requests with Fastify's inject (the whole
 * server path: auth hook, validation, queries, serialization), with warm-up, reporting p50/p95/p99 in ms.
 *
 *   npm run bench -w @coachboard/api    (DATABASE_URL or TEST_DATABASE_URL names the server; else embedded)
 *   BENCH_SKIP_SEED=1 ...              reuses an already seeded coachboard_bench on DATABASE_URL/TEST_DATABASE_URL
 */
import { measureRuns, printHeader, runBench, WARMUP } from './harness.js';
import { seedVolume } from './seed-volume.js';
import { benchScenarios } from './scenarios.js';

await runBench({
  seed: seedVolume,
  bench: async (context) => {
    const { app, headers } = context;
    const scenarios = await benchScenarios(context.handle.db);
    await printHeader(context);
    let failures = 0;
    for (const scenario of scenarios) {
      // Times the request alone; the body is read once, for the rows of the first timed request.
      const underTarget = await measureRuns(scenario.name, async (i) => {
        const url = scenario.urls[i % scenario.urls.length]!;
        const startedAt = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - startedAt;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return { elapsed, rows: i === WARMUP ? scenario.countRows(response.json()) : 0 };
      });
      if (scenario.target && !underTarget) failures += 1;
    }
    return failures;
  },
});
