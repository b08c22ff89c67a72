import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/plugins/route-table.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  apiRoutes,
  callRoute,
  documentedStatuses,
  envelopeProblem,
  exampleUrl,
  isPublicRoute,
  openApiPath,
  refusedCallers,
  routeKey,
  routePatternFor,
} from './route-table.js';

/**
 * Every status a route answers must be listed in its OpenAPI entry (`app.swagger()`, served at /api/docs/json).
 * Observed here for every /api route from the route table: the refusals of the access test (401, 403), and a
 * sample of ordinary calls: an id no row has and an empty JSON body, a NUL character in the query, malformed
 * JSON, an unknown content type, a body over the 1 MiB limit and a path param that is not an id.
 */

type Inject = Awaited<ReturnType<FastifyInstance['inject']>>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isDocsRoute = (route: RegisteredRoute) =>
  route.url === '/api/docs' || route.url.startsWith('/api/docs/');

describe('statuses documented in the OpenAPI entry of every route', () => {
  let ctx: TestApp;
  let routes: RegisteredRoute[];
  /** routeKey -> status -> one response seen with it. */
  const observed = new Map<string, Map<number, Inject>>();

  const observe = (route: RegisteredRoute, response: Inject) => {
    const key = routeKey(route);
    if (!observed.has(key)) observed.set(key, new Map());
    observed.get(key)!.set(response.statusCode, response);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { app } = ctx;
    const { callers, admin } = await refusedCallers(ctx);
    // The docs are the document itself (their routes are hidden from it).
    routes = apiRoutes(app).filter((route) => !isDocsRoute(route));

    for (const route of routes) {
      const isPublic = isPublicRoute(route);
      const headers = isPublic ? {} : admin;
      const url = exampleUrl(app, route);
      const calls: Promise<Inject>[] = [
        callRoute(app, route, headers),
        app.inject({ method: route.method as 'GET', url: `${url}?q=a%00b`, headers }),
      ];
      if (!isPublic) calls.push(...callers.map((caller) => callRoute(app, route, caller.headers)));
      if (route.url.includes('/:')) {
        calls.push(app.inject({ method: route.method as 'GET', url: exampleUrl(app, route, 0), headers }));
      }
      if (BODY_METHODS.has(route.method)) {
        for (const [type, payload] of [
          ['application/json', '{"title": '],
          ['application/xml', '<title/>'],
          ['application/json', `{"title": "${'x'.repeat(1_048_576)}"}`],
        ]) {
          calls.push(
            app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...headers, 'content-type': type! },
              payload,
            }),
          );
        }
      }
      for (const response of await Promise.all(calls)) observe(route, response);
    }
  });
  afterAll(async () => ctx?.close());

  it('every /api route has an OpenAPI entry (HEAD reads its GET entry)', () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const missing = routes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map(routeKey);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it('every status observed on a route is documented for it', () => {
    const undocumented: string[] = [];
    for (const route of routes) {
      const documented = documentedStatuses(ctx.app, route.method, route.url);
      for (const status of observed.get(routeKey(route))!.keys()) {
        if (!documented.has(status)) {
          undocumented.push(`${routeKey(route)}: ${status} (documents ${[...documented].join(', ')})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('no call answered 500, and every error answer is the documented envelope', () => {
    const problems: string[] = [];
    for (const route of routes) {
      for (const [status, response] of observed.get(routeKey(route))!) {
        if (status >= 500) problems.push(`${routeKey(route)}: ${status} ${response.body.slice(0, 200)}`);
        if (status < 400 || route.method === 'HEAD') continue;
        const problem = envelopeProblem(response);
        if (problem) problems.push(`${routeKey(route)}: ${status} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the sample reached past the auth hook: 400, 404, 413, 415 and 422 were all observed somewhere', () => {
    const seen = new Set([...observed.values()].flatMap((statuses) => [...statuses.keys()]));
    for (const status of [200, 400, 401, 403, 404, 413, 415, 422]) {
      expect(seen, String(status)).toContain(status);
    }
  });

  it('the shared statuses are added, and a route keeps the ones it declares itself', () => {
    const me = documentedStatuses(ctx.app, 'GET', '/api/me');
    expect([...me].sort((a, b) => a - b)).toEqual([200, 400, 401, 403]);
    const health = documentedStatuses(ctx.app, 'GET', '/api/health');
    expect(health.has(401)).toBe(false);
    expect(health.has(503)).toBe(true);
    const deleteUser = documentedStatuses(ctx.app, 'DELETE', '/api/users/:id');
    for (const status of [401, 403, 404, 409, 422]) expect(deleteUser.has(status), String(status)).toBe(true);
    // A concrete path finds its route; a static segment wins over a param, as in Fastify's router.
    expect(documentedStatuses(ctx.app, 'GET', '/api/users/12?page=2')).toEqual(
      documentedStatuses(ctx.app, 'GET', '/api/users/:id'),
    );
    expect(routePatternFor(ctx.app, 'GET', '/api/posts/search')).toBe('/api/posts/search');
    expect(routePatternFor(ctx.app, 'HEAD', '/api/posts/12')).toBe('/api/posts/:id');
    expect(documentedStatuses(ctx.app, 'GET', '/api/no-such-route').size).toBe(0);
  });
});
