import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { errorEnvelopeSchema, MEMBER_ROUTE_PREFIX } from '@coachboard/contract';
import type { AuditDeclaration } from '../lib/records/index.js';
import type { RouteAccess } from '../types.js';
import { API_DOCS_PREFIX } from './api-docs.js';
import { checkOperationId } from './operation-ids.js';

/** One registered method + URL, as Fastify saw it (HEAD routes that Fastify adds for GET routes included). */
export interface RegisteredRoute {
  method: string;
  /** The full pattern with its prefix, e.g. `/api/programs/:id`. */
  url: string;
  /** What the route's options say; the auth hook decides by the same rule (routeAccessOf). */
  access: RouteAccess;
  schema: FastifySchema | undefined;
  /** How the route joins the audit log (plugins/audit.ts), when it declares it. */
  audit: AuditDeclaration | undefined;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after registerRouteTable ran, in registration order. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => tables.get(app) ?? [];

export const isApiRoute = (url: string) =>
  url.startsWith('/api/') && url !== API_DOCS_PREFIX && !url.startsWith(`${API_DOCS_PREFIX}/`);

const MEMBER_URL_PREFIX = `/api${MEMBER_ROUTE_PREFIX}`;

/** Whether a route is one of the app's member routes: its URL alone decides, so none can forget to say so. */
export const isMemberRoute = (url: string) =>
  url === MEMBER_URL_PREFIX || url.startsWith(`${MEMBER_URL_PREFIX}/`);

/**
 * Who may call a route: only /api routes outside the docs are guarded, by their `config` (the auth hook's rule).
 * Routes under /api/member/ are member routes whatever their config says, and `access: 'member'` anywhere else
 * stops the app at start: an app user's token opens that prefix and nothing else.
 */
export const routeAccessOf = (options: RouteOptions): RouteAccess => {
  if (!isApiRoute(options.url)) return 'public';
  const config = (options.config ?? {}) as { public?: boolean; access?: RouteAccess };
  if (isMemberRoute(options.url)) {
    if (config.public || (config.access && config.access !== 'member')) {
      throw new Error(`${options.url}: a /member route is for signed-in app users only`);
    }
    return 'member';
  }
  if (config.access === 'member') {
    throw new Error(`${options.url}: access 'member' is for routes under ${MEMBER_URL_PREFIX}/ only`);
  }
  if (config.public) return 'public';
  return config.access ?? 'admin';
};

/**
 * The error statuses every /api route can answer because of the shared plugins, not because of its own code:
 * - 400: NUL characters or lone surrogates in the params, query or body (nul-characters.ts), malformed JSON,
 *   an undecodable or over-long address (error-handler.ts answerFrameworkError);
 * - 401 and 403: the auth hook, on every route that is not public;
 * - 422: schema validation, when the route has params, a query or a body;
 * - 404: a route with path params looks the thing up;
 * - 413 and 415: a body that is too large or of an unknown type, on methods that carry a body;
 * - 429: routes with a `config.rateLimit`.
 * Route-specific statuses (409, a 404 without params, 413/415 of image checks, 503) stay in the route's schema.
 */
export const sharedErrorStatuses = (
  method: string,
  schema: FastifySchema | undefined,
  access: RouteAccess,
  rateLimited: boolean,
): number[] => {
  const statuses = [400];
  if (access !== 'public') statuses.push(401, 403);
  if (schema?.params) statuses.push(404);
  if (BODY_METHODS.has(method)) statuses.push(413, 415);
  if (schema?.params || schema?.querystring || schema?.body) statuses.push(422);
  if (rateLimited) statuses.push(429);
  return statuses;
};

/**
 * Records every route (tests walk this table, so a new route is checked without anyone listing it) and adds
 * the shared error statuses to each /api route's response schema, so its OpenAPI entry lists them and the
 * error bodies are serialized by the envelope schema. Statuses a route already declares are left as they are.
 * Refuses an /api route without a unique `<module>.<verb>` operationId (checkOperationId), so the app does
 * not start with one. Registered before any route plugin.
 */
export const registerRouteTable = (app: FastifyInstance) => {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  const operationIds = new Map<string, string>();

  app.addHook('onRoute', function (options) {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const access = routeAccessOf(options);
    if (isApiRoute(options.url)) {
      // `this` is the scope declaring the route; registerApiModule named the module scopes.
      checkOperationId(
        { methods, url: options.url, operationId: options.schema?.operationId, moduleName: this.apiModule },
        operationIds,
      );
      const rateLimited = Boolean((options.config as { rateLimit?: unknown } | undefined)?.rateLimit);
      const added = new Set(
        methods.flatMap((m) => sharedErrorStatuses(m, options.schema, access, rateLimited)),
      );
      const response = { ...((options.schema?.response as Record<string, unknown> | undefined) ?? {}) };
      for (const status of added) response[status] ??= errorEnvelopeSchema;
      // A new schema object per route: one options object may be shared by several routes (GET and its HEAD).
      options.schema = { ...options.schema, response };
    }
    const audit = (options.config as { audit?: AuditDeclaration } | undefined)?.audit;
    for (const method of methods)
      table.push({ method, url: options.url, access, schema: options.schema, audit });
  });
};
