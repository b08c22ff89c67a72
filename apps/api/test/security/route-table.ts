import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { authMessages, errorEnvelopeSchema } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { registeredRoutes, type RegisteredRoute } from '../../src/plugins/route-table.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * The routes anyone may call without a token: the public auth routes, the health checks and the API docs.
 * This is the only hand-kept list; every other /api route must refuse callers who are not an active admin.
 * A GET entry covers the HEAD route Fastify adds for it; `*` at the end of an entry matches a prefix.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  'POST /api/auth/login/second-step',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/verify-reset-code',
  'POST /api/auth/reset-password',
  'GET /api/team/invitations/accept',
  'POST /api/team/invitations/accept',
  'GET /api/docs*',
];

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Whether a PUBLIC_ROUTES entry names the route. */
export const matchesEntry = (entry: string, route: { method: string; url: string }) => {
  const [method, url] = entry.split(' ') as [string, string];
  if (method !== route.method && !(method === 'GET' && route.method === 'HEAD')) return false;
  return url.endsWith('*') ? route.url.startsWith(url.slice(0, -1)) : route.url === url;
};

export const isPublicRoute = (route: { method: string; url: string }) =>
  PUBLIC_ROUTES.some((entry) => matchesEntry(entry, route));

/** Every registered route whose URL starts with /api/ (HEAD routes Fastify adds for GET routes included). */
export const apiRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  registeredRoutes(app).filter((route) => route.url.startsWith('/api/'));

/** The /api routes that need an active admin: every /api route not in PUBLIC_ROUTES nor a member route. */
export const protectedRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  apiRoutes(app).filter((route) => !isPublicRoute(route) && route.access !== 'member');

/** The app's routes (`/api/member/*`), which need an active app user's token and refuse every panel account. */
export const memberRoutes = (app: FastifyInstance): RegisteredRoute[] =>
  apiRoutes(app).filter((route) => route.access === 'member');

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

// ---- Calling routes ----------------------------------------------------------------------------------------

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One call of a route at its example URL; methods that carry a body send `{}` as JSON (the auth hook runs
 * before the body is parsed or validated, so the body never decides a 401/403).
 */
export const callRoute = (
  app: FastifyInstance,
  route: { method: string; url: string },
  headers: Record<string, string> = {},
) => {
  const withBody = BODY_METHODS.has(route.method) && route.method !== 'DELETE';
  return app.inject({
    method: route.method as 'GET',
    url: exampleUrl(app, route),
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: '{}' } : {}),
  });
};

/** Why a body is not the documented error envelope `{ success: false, message, errors? }`, or null. */
export const envelopeProblem = (response: { body: string; headers: Record<string, unknown> }) => {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(response.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `not JSON: ${response.body.slice(0, 80)}`;
  }
  const parsed = errorEnvelopeSchema.strict().safeParse(body);
  if (!parsed.success) return `not the error envelope: ${response.body.slice(0, 200)}`;
  return parsed.data.message === '' ? 'empty message' : null;
};

// ---- Callers who must be refused ---------------------------------------------------------------------------

export interface RefusedCaller {
  name: string;
  headers: Record<string, string>;
  status: 401 | 403;
  message: string;
}

interface TokenClaims {
  sub: string;
  sid: string;
  ver: number;
}

/** An access token as the API signs them (see src/auth/access-tokens.ts), with the expiry given. */
export const signTestAccessToken = (key: Uint8Array, claims: TokenClaims, expiresAtSeconds: number) =>
  new SignJWT({ sid: claims.sid, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('coachboard')
    .setAudience('coachboard-api')
    .setJti(crypto.randomUUID())
    .setIssuedAt(expiresAtSeconds - 900)
    .setExpirationTime(expiresAtSeconds)
    .sign(key);

const claimsOf = (token: string): TokenClaims => {
  const payload = decodeJwt(token);
  return { sub: String(payload.sub), sid: String(payload.sid), ver: Number(payload.ver) };
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Everyone who must not pass the auth hook of an admin route, each with the status and message expected:
 * no token, malformed tokens, an expired token, a logged-out session, an app user, a deleted admin.
 * `validLookalike` is signed like the expired token but not expired: it must pass (the test checks it), so
 * the expired one is refused for its expiry alone. `admin` is the header of an active admin.
 */
export const refusedCallers = async (t: TestApp) => {
  const { app, db } = t;
  const signIn = async (role: 'admin' | 'user') => {
    const { user, password } = role === 'admin' ? await createAdmin(db) : await createUser(db);
    return { user, session: await loginAs(app, user.email, password) };
  };
  const now = Math.floor(Date.now() / 1000);

  const active = await signIn('admin');
  const claims = claimsOf(active.session.token);
  const expired = await signTestAccessToken(app.authKeys.accessToken, claims, now - 60);
  const validLookalike = await signTestAccessToken(app.authKeys.accessToken, claims, now + 600);
  const otherKey = await signTestAccessToken(crypto.randomBytes(32), claims, now + 600);
  const [header, , signature] = active.session.token.split('.');
  const tampered = `${header}.${base64url({ ...decodeJwt(active.session.token), sub: String(Number(claims.sub) + 1) })}.${signature}`;
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(active.session.token))}.`;

  const loggedOut = await signIn('admin');
  const logout = await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(loggedOut.session.token),
  });
  if (logout.statusCode !== 200) throw new Error(`logout: ${logout.statusCode} ${logout.body}`);

  const appUser = await signIn('user');

  // Deactivated the way the Team page does it (which also ends their sessions; panel accounts are not deleted
  // through the users routes), and deleted by deleted_at alone.
  const deactivatedByOwner = await signIn('admin');
  const deactivation = await app.inject({
    method: 'POST',
    url: `/api/team/members/${deactivatedByOwner.user.id}/deactivate`,
    headers: bearer(active.session.token),
  });
  if (deactivation.statusCode !== 200) {
    throw new Error(`deactivate: ${deactivation.statusCode} ${deactivation.body}`);
  }
  const deletedInDatabase = await signIn('admin');
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedInDatabase.user.id));

  const unauthenticated = (name: string, headers: Record<string, string>): RefusedCaller => ({
    name,
    headers,
    status: 401,
    message: authMessages.unauthenticated,
  });
  const forbidden = (name: string, token: string): RefusedCaller => ({
    name,
    headers: bearer(token),
    status: 403,
    message: authMessages.forbidden,
  });
  const callers: RefusedCaller[] = [
    unauthenticated('no token', {}),
    unauthenticated('a token that is not a JWT', bearer('not-a-jwt')),
    unauthenticated('a token signed with another key', bearer(otherKey)),
    unauthenticated('a token with a changed payload', bearer(tampered)),
    unauthenticated('an unsigned token (alg none)', bearer(unsigned)),
    unauthenticated('an expired token', bearer(expired)),
    unauthenticated('the refresh token instead of the access token', bearer(active.session.refresh_token)),
    unauthenticated('a logged-out session', bearer(loggedOut.session.token)),
    forbidden("an app user's token (role user)", appUser.session.token),
    forbidden('an admin deactivated by an owner after sign-in', deactivatedByOwner.session.token),
    forbidden('an admin whose deleted_at was set after sign-in', deletedInDatabase.session.token),
  ];
  return { callers, admin: bearer(active.session.token), validLookalike: bearer(validLookalike) };
};
