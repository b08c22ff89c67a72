import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registeredRoutes, type RegisteredRoute } from '../../src/plugins/route-table.js';

/**
 * The routes anyone may call without a token: the public auth routes, health and the API docs. This is the
 * only hand-kept list; every other /api route must refuse callers who are not an active admin.
 * (`*` at the end matches a prefix.)
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'HEAD /api/health',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/verify-reset-code',
  'POST /api/auth/reset-password',
  '* /api/docs*',
];

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const matchesEntry = (entry: string, route: { method: string; url: string }) => {
  const [method, url] = entry.split(' ') as [string, string];
  if (method !== '*' && method !== route.method) return false;
  return url.endsWith('*') ? route.url.startsWith(url.slice(0, -1)) : route.url === url;
};

export const isPublicRoute = (route: { method: string; url: string }) =>
  PUBLIC_ROUTES.some((entry) => matchesEntry(entry, route));

/** Every registered route whose URL starts with /api/ (HEAD routes Fastify adds for GET routes included). */
export const apiRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => route.url.startsWith('/api/'));

/** The /api routes that need an active admin: every /api route not in PUBLIC_ROUTES. */
export const protectedRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  apiRoutes(app).filter((route) => !isPublicRoute(route));

/** `/api/posts/:id/comments/:commentId` -> `/api/posts/{id}/comments/{commentId}` (OpenAPI path). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: { type?: string; format?: string } }[];
  responses?: Record<string, unknown>;
}
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const openApiOperation = (app: FastifyInstance, method: string, url: string) => {
  const document = app.swagger() as OpenApiDocument;
  const verb = (method === 'HEAD' ? 'GET' : method).toLowerCase();
  return document.paths?.[openApiPath(url)]?.[verb];
};

/** The route pattern a concrete path is served by (static segments win over params, as in Fastify's router). */
export const routePatternFor = (app: FastifyInstance, method: string, path: string): string | undefined => {
  const bare = path.split('?')[0]!;
  const candidates = registeredRoutes(app)
    .filter((route) => route.method === method.toUpperCase())
    .filter((route) => {
      const pattern = route.url
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return new RegExp(`^${pattern}$`).test(bare);
    })
    .sort((a, b) => paramNames(a.url).length - paramNames(b.url).length);
  return candidates[0]?.url;
};

/**
 * The statuses a route's OpenAPI entry documents (its `responses` keys), read from the generated document
 * (`app.swagger()`). `url` is a route pattern (`/api/posts/:id`) or a concrete path (`/api/posts/12?x=1`);
 * HEAD reads the GET entry. An empty set when the route has no OpenAPI entry.
 */
export const documentedStatuses = (app: FastifyInstance, method: string, url: string): Set<number> => {
  const upper = method.toUpperCase();
  const pattern = routePatternFor(app, upper, url) ?? url.split('?')[0]!;
  const responses = openApiOperation(app, upper, pattern)?.responses ?? {};
  return new Set(
    Object.keys(responses)
      .map(Number)
      .filter((status) => Number.isInteger(status)),
  );
};

/**
 * A valid-looking value for each path param, from the param's type in the OpenAPI entry: a uuid for
 * `format: uuid`, an id that no row has for integers, a word otherwise.
 */
export const exampleUrl = (app: FastifyInstance, route: { method: string; url: string }, id = 987_654) => {
  const parameters = openApiOperation(app, route.method, route.url)?.parameters ?? [];
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.format === 'uuid') return crypto.randomUUID();
    if (schema?.type === 'string') return 'example';
    return String(id);
  });
};
