/**
 * Server-time benchmark of the users area at 200,000 users (2% soft-deleted) and about 50,000 assignments:
 * seeds a fresh `coachboard_bench` (bench/seed-volume.ts), builds the app in-process and times requests with
 * Fastify's inject (auth hook, validation, queries, serialization) next to bare SQL baselines in the same
 * run; then streams the CSV export of every user over a real socket and samples the server's RSS.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/users.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureBaselines, measureScenarios, printHeader, rotateUrls, runBench } from './harness.js';
import { seedVolume } from './seed-volume.js';
import { userBaselines, userScenarios } from './users-scenarios.js';

const MB = 1024 * 1024;

/** Downloads the full export over HTTP, discarding the bytes, while sampling this process's RSS. */
const measureExport = async (port: number, token: string) => {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const startedAt = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    const request = http.get(
      { port, path: '/api/users/export', headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let total = 0;
        let newlines = 0;
        response.on('data', (chunk: Buffer) => {
          total += chunk.length;
          for (const byte of chunk) if (byte === 10) newlines += 1;
        });
        response.on('end', () => resolve({ bytes: total, lines: newlines }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  clearInterval(sampler);
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `\nCSV export of every user: ${lines - 1} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
      `RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB while streaming ` +
      `(+${((peak - before) / MB).toFixed(0)} MB)`,
  );
};

await runBench({
  seed: seedVolume,
  listen: true,
  prepare: (handle) => handle.pool.query('vacuum analyze users'),
  bench: async (context) => {
    await printHeader(context);
    const failures = await measureScenarios(context, await userScenarios(context.handle.db), rotateUrls);
    await measureBaselines(context, userBaselines);
    await measureExport((context.app.server.address() as AddressInfo).port, context.token);
    return failures;
  },
});
