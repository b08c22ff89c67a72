import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { answerProblems, appTables, changedTables, fingerprint } from './fuzz-checks.js';
import { createFuzzFixtures, type FuzzAdmin } from './fuzz-fixtures.js';
import { requestArb, type FuzzRequest, type FuzzRoute, type OpenApiDocument } from './fuzz-requests.js';
import { apiRoutes, documentedStatuses, openApiPath } from './route-table.js';

/**
 * Property-based fuzzing of every /api route in the app's route table (so a new route is fuzzed without
 * editing this file): path params, query and body made hostile from the route's OpenAPI schema, sent with a
 * valid admin token. Reproducible: the seed is printed; FUZZ_SEED and FUZZ_RUNS (requests per route) change it.
 */
const DEFAULT_SEED = 20_251_112;
const MIN_REQUESTS = 1000;
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const runsOverride = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;

/** Every /api route but the docs and the HEAD twins of GET routes, with its OpenAPI entry. */
const fuzzRoutes = (app: FastifyInstance): FuzzRoute[] => {
  const document = app.swagger() as unknown as OpenApiDocument;
  return apiRoutes(app)
    .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
    .map((route) => {
      const path = openApiPath(route.url);
      return {
        method: route.method,
        path,
        operation: document.paths[path]?.[route.method.toLowerCase()] ?? {},
      };
    });
};

const preview = (payload: FuzzRequest['payload']) => {
  if (payload === undefined) return '';
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
};

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)}${request.url.length > 200 ? '…' : ''} ` +
  `[${request.mutation}] content-type=${JSON.stringify(request.headers['content-type'])} ` +
  `payload=${JSON.stringify(preview(request.payload))}`;

describe('hostile input on every /api route (fast-check)', () => {
  let ctx: TestApp;
  let admin: FuzzAdmin;

  beforeAll(async () => {
    // No job worker: an accepted write queues jobs (a compliance measure) that would update users in the
    // background, between a refused write's two fingerprints. What the jobs write is tested where they run.
    ctx = await createTestApp({ config: { runJobs: false } });
    admin = await createFuzzFixtures(ctx.app, ctx.db);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('has checks that see what they look for: a write changes the fingerprint, leaks and stray bodies are caught', async () => {
    const tables = await appTables(ctx.db);
    const before = await fingerprint(ctx.db, tables);
    const auth = await admin.signIn();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/exercises',
      headers: auth,
      payload: { name: 'Fingerprint Check', target_muscle_group: 'legs' },
    });
    expect(created.statusCode).toBe(201);
    expect(changedTables(before, await fingerprint(ctx.db, tables))).toContain('exercises_with_trash');

    const json = 'application/json; charset=utf-8';
    expect(answerProblems(200, json, '{"success":true}', '/api/x')).toEqual([]);
    expect(answerProblems(422, json, '{"success":false,"message":"Name is required"}', '/api/x')).toEqual([]);
    const unexpected = '{"success":false,"message":"An unexpected error occurred"}';
    expect(answerProblems(500, json, unexpected, '/api/x')).toEqual(['status 500']);
    const fastifyBody = '{"error":"Bad Request","statusCode":400,"message":"x"}';
    expect(answerProblems(400, json, fastifyBody, '/api/x')).toHaveLength(1);
    const leaks = [
      '{"success":false,"message":"Failed query: select \\"id\\" from \\"users\\" where"}',
      '{"success":false,"message":"duplicate key value violates unique constraint \\"users_email_key\\""}',
      '{"success":false,"message":"TypeError: x is undefined\\n    at f (/work/app/src/a.ts:1:2)"}',
    ];
    for (const body of leaks)
      expect(answerProblems(400, json, body, '/api/x').length, body).toBeGreaterThan(0);
    // Text the request itself carried is not a leak when it comes back (a search term, a saved name).
    const echoed = '{"data":"select a from b"}';
    expect(answerProblems(200, json, echoed, '/api/x?search=select%20a%20from%20b')).toEqual([]);
  });

  it(
    'never answers 5xx or an undocumented status, keeps errors in the envelope, leaks nothing, and refused writes change nothing',
    {
      timeout: 300_000,
    },
    async () => {
      const routes = fuzzRoutes(ctx.app);
      const runs = runsOverride ?? Math.max(16, Math.ceil((MIN_REQUESTS * 1.1) / routes.length));
      console.log(
        `fuzz: seed ${seed}, ${runs} requests per route over ${routes.length} routes ` +
          `(override with FUZZ_SEED=<n> FUZZ_RUNS=<n>)`,
      );
      const tables = await appTables(ctx.db);
      let auth = await admin.signIn();
      /** The data as it is now: every refused write must leave it so. */
      let baseline = await fingerprint(ctx.db, tables);
      /** Problem kind and route -> how often, and the first example. */
      const problems = new Map<string, { count: number; example: string }>();
      const report = (key: string, example: string) => {
        const entry = problems.get(key);
        if (entry) entry.count += 1;
        else problems.set(key, { count: 1, example });
      };
      const sessionEndedBy = new Set<string>();
      const statuses = new Map<number, number>();
      let sent = 0;

      for (const [index, route] of routes.entries()) {
        const documented = documentedStatuses(ctx.app, route.method, route.path.replace(/\{(\w+)\}/g, ':$1'));
        const property = fc.asyncProperty(requestArb(route), async (request) => {
          let response;
          try {
            response = await ctx.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: { ...auth, ...request.headers },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
          } catch (error) {
            report(`${route.method} ${route.path}: inject threw ${String(error)}`, describeRequest(request));
            return;
          }
          sent += 1;
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const label = `${route.method} ${route.path} ${status}`;
          const found = answerProblems(
            status,
            response.headers['content-type']?.toString(),
            response.body,
            `${request.url} ${preview(request.payload)}`,
          );
          for (const problem of found) {
            report(`${label}: ${problem}`, `${response.body.slice(0, 300)} <- ${describeRequest(request)}`);
          }
          if (!documented.has(status))
            report(`${label}: status not in the OpenAPI entry`, describeRequest(request));
          if (request.method === 'GET') return;

          const after = await fingerprint(ctx.db, tables);
          if (status >= 400 && status < 500) {
            const changed = changedTables(baseline, after);
            if (changed.length > 0) {
              report(`${label}: refused write changed ${changed.join(', ')}`, describeRequest(request));
            }
          } else {
            // An accepted write may have ended the session (logout does): sign in again to go on.
            const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth });
            if (me.statusCode !== 200) {
              sessionEndedBy.add(`${route.method} ${route.path}`);
              auth = await admin.signIn();
              baseline = await fingerprint(ctx.db, tables);
              return;
            }
          }
          baseline = after;
        });
        await fc.assert(property, { seed: (seed + index * 7919) | 0, numRuns: runs });
      }

      console.log(
        `fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
          `session ended (and signed in again) by: ${[...sessionEndedBy].join(', ') || 'none'}`,
      );
      const found = [...problems].map(
        ([key, { count, example }]) => `${key} (x${count})\n    e.g. ${example}`,
      );
      if (found.length > 0) console.log(`fuzz: problems\n${found.join('\n')}`);

      expect(sent).toBe(routes.length * runs);
      if (runsOverride === undefined) expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
      expect(found).toEqual([]);
      // Only signing out ends the admin's session; any other route doing so is a finding.
      expect([...sessionEndedBy].filter((route) => route !== 'POST /api/auth/logout')).toEqual([]);
    },
  );
});
