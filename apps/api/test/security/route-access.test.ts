import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/plugins/route-table.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.js';
import {
  apiRoutes,
  callRoute,
  envelopeProblem,
  isPublicRoute,
  matchesEntry,
  PUBLIC_ROUTES,
  protectedRoutes,
  refusedCallers,
  routeKey,
  type RefusedCaller,
} from './route-table.js';

/**
 * Every /api route from Fastify's own route table (src/plugins/route-table.ts records each route as it is
 * registered), minus the short PUBLIC_ROUTES list, must refuse whoever is not an active admin: 401 without a
 * token or with a malformed, expired or logged-out one; 403 for an app user and a deleted admin; every
 * refusal in the error envelope. A route added later is walked without anyone editing this file.
 */

/** Every refusal that did not happen as expected, as `METHOD /url: caller -> what came back`. */
const walkRefusals = async (app: FastifyInstance, callers: RefusedCaller[]) => {
  const problems: string[] = [];
  for (const route of protectedRoutes(app)) {
    const answers = await Promise.all(callers.map((caller) => callRoute(app, route, caller.headers)));
    answers.forEach((response, index) => {
      const caller = callers[index]!;
      const where = `${routeKey(route)}: ${caller.name}`;
      if (response.statusCode !== caller.status) {
        problems.push(`${where} -> ${response.statusCode} (expected ${caller.status})`);
        return;
      }
      if (route.method === 'HEAD') return; // no body to check
      const problem = envelopeProblem(response);
      if (problem) problems.push(`${where} -> ${problem}`);
      else if (response.json<{ message: string }>().message !== caller.message) {
        problems.push(`${where} -> message ${response.json<{ message: string }>().message}`);
      }
    });
  }
  return problems;
};

/** `GET /api/posts/:id` -> `GET /api/posts/:` (printRoutes merges param names: `/:id|:programId`). */
const anyParamName = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.replace(/:[^/|]+(\|:[^/|]+)*/g, ':')}`;

/** Every method + URL pair in Fastify's router, read from printRoutes' tree (independent of onRoute). */
const printedRoutes = (app: FastifyInstance) => {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack[depth] = match[2]!;
    stack.length = depth + 1;
    const url = stack.join('').replace(/\/{2,}/g, '/');
    for (const method of match[3]?.split(', ') ?? []) routes.push(anyParamName({ method, url }));
  }
  return routes;
};

const withApp = async (options: TestAppOptions, body: (t: TestApp) => Promise<void>) => {
  const t = await createTestApp(options);
  try {
    await body(t);
  } finally {
    await t.close();
  }
};

describe('access to every /api route, from the route table', () => {
  let ctx: TestApp;
  let setup: Awaited<ReturnType<typeof refusedCallers>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    setup = await refusedCallers(ctx);
  });
  afterAll(async () => ctx?.close());

  it('walks every route of every area (the table is not empty or partial)', () => {
    const urls = new Set(protectedRoutes(ctx.app).map((route) => route.url));
    for (const area of [
      '/api/me',
      '/api/users',
      '/api/training-programs',
      '/api/exercises',
      '/api/recipes',
    ]) {
      expect(urls).toContain(area);
    }
    for (const area of ['/api/posts', '/api/files/', '/api/user-exercise-activity-logs/']) {
      expect(
        [...urls].some((url) => url.startsWith(area)),
        area,
      ).toBe(true);
    }
    expect(protectedRoutes(ctx.app).length).toBeGreaterThan(80);
  });

  it("the table holds every route of Fastify's router (as printRoutes draws it)", () => {
    const table = new Set(registeredRoutes(ctx.app).map(anyParamName));
    const printed = printedRoutes(ctx.app);
    expect(printed.length).toBeGreaterThan(100);
    const inTable = (route: string) =>
      table.has(route) ||
      // Fastify adds `/prefix/` next to a plugin's `/` route without calling onRoute hooks; it shares the
      // options (and so the access rule) of `/prefix`, which is walked.
      (route.endsWith('/') && table.has(route.slice(0, -1))) ||
      // printRoutes draws a wildcard under a compressed static segment one level up (`/docs/*` for
      // `/docs/static/*`).
      (route.endsWith('*') && [...table].some((t) => t.endsWith('*') && t.startsWith(route.slice(0, -1))));
    expect(printed.filter((route) => !inTable(route))).toEqual([]);
    expect(printed.length).toBeGreaterThanOrEqual(table.size);
  });

  it('the public list is small, and each entry is a route the app serves without a token', () => {
    expect(PUBLIC_ROUTES.length).toBeLessThanOrEqual(13);
    const routes = apiRoutes(ctx.app);
    for (const entry of PUBLIC_ROUTES) {
      expect(
        routes.some((route) => matchesEntry(entry, route)),
        entry,
      ).toBe(true);
    }
    // What the app treats as public (config.public, the docs) is exactly what the list names.
    const appPublic = routes.filter((route) => route.access === 'public').map(routeKey);
    const listedPublic = routes.filter(isPublicRoute).map(routeKey);
    expect(appPublic.sort()).toEqual(listedPublic.sort());
  });

  it('the tokens refused below are refused for their flaw alone: the same signing with a future expiry passes', async () => {
    for (const headers of [setup.admin, setup.validLookalike]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('every protected route refuses each caller with 401 or 403 in the error envelope', async () => {
    const problems = await walkRefusals(ctx.app, setup.callers);
    expect(problems).toEqual([]);
  });

  it("an active admin's token passes the auth hook of every protected route", async () => {
    const problems: string[] = [];
    for (const route of protectedRoutes(ctx.app)) {
      const response = await callRoute(ctx.app, route, setup.admin);
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
        problems.push(`${routeKey(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a route that forgets the rule fails the walk without any list being edited', () => {
  const forgetful = async (app: FastifyInstance, config: Record<string, unknown>) => {
    const schema = { operationId: 'test.forgotTheRule' };
    app.get('/api/forgot-the-rule/:id', { config, schema }, async () => ({ success: true, data: 'secret' }));
  };

  it('a route marked public by mistake is reported for every caller, and by the public-list check', async () => {
    await withApp({ register: (app) => forgetful(app, { public: true }) }, async (t) => {
      const { callers } = await refusedCallers(t);
      const problems = await walkRefusals(t.app, callers);
      const reported = problems.filter((line) => line.startsWith('GET /api/forgot-the-rule/:id:'));
      expect(reported).toHaveLength(callers.length);
      expect(reported[0]).toContain('-> 200');
      expect(problems.filter((line) => line.startsWith('HEAD /api/forgot-the-rule/:id:'))).toHaveLength(
        callers.length,
      );
      expect(problems).toHaveLength(2 * callers.length); // nothing else
      expect(t.app.hasRoute({ method: 'GET', url: '/api/forgot-the-rule/:id' })).toBe(true);
    });
  });

  it("a route open to any signed-in account is reported for the app user's token", async () => {
    await withApp({ register: (app) => forgetful(app, { access: 'session' }) }, async (t) => {
      const { callers } = await refusedCallers(t);
      const problems = await walkRefusals(t.app, callers);
      expect(problems).toContain(
        "GET /api/forgot-the-rule/:id: an app user's token (role user) -> 200 (expected 403)",
      );
    });
  });
});
