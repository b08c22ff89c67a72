import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages } from '@coachboard/contract';
import { bearerToken, verifyAccessToken } from '../auth/access-tokens.js';
import { authSessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { RouteAccess } from '../types.js';
import { API_DOCS_PREFIX } from './api-docs.js';

export const routeAccess = (request: FastifyRequest): RouteAccess => {
  const config = request.routeOptions.config;
  if (config.public) return 'public';
  return config.access ?? 'admin';
};

/**
 * Every /api route needs an active admin's access token unless its options say otherwise
 * (`config: { public: true }` or `config: { access: 'session' }`). The user row and the session are read on
 * every request, so logout, password change, deletion and role change apply to the very next request.
 */
/** The session check of every request, built once: its SQL text never changes, so it runs as a prepared statement. */
const prepareSessionLookup = (db: FastifyInstance['db']) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('auth_session_lookup');

export const registerAuthHook = (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const sessionLookup = prepareSessionLookup(app.db);

  app.addHook('onRequest', async (request) => {
    // Judge by the matched route, not the address: the panel's wildcard route (/*) also matches /api/unknown,
    // which must reach the JSON 404 rather than a 401.
    const route = request.routeOptions.url;
    if (request.is404 || !route?.startsWith('/api/')) return;
    if (route === API_DOCS_PREFIX || route.startsWith(`${API_DOCS_PREFIX}/`)) return;
    const access = routeAccess(request);
    if (access === 'public') return;

    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(authMessages.unauthenticated);
    const claims = await verifyAccessToken(app.authKeys.accessToken, token);
    if (!claims) throw unauthorized(authMessages.unauthenticated);

    const [row] = await sessionLookup.execute({ sessionId: claims.sessionId, userId: claims.userId });

    if (!row) throw unauthorized(authMessages.unauthenticated);
    // A deleted account is refused with 403 before its (revoked) session is looked at: deleting a user ends
    // their sessions too, but signing in again cannot help them, which is what 403 says (RFC 9110 15.5.4);
    // 401 is for what a new sign-in fixes (no, bad, expired or revoked token).
    if (row.deletedAt) throw forbidden(authMessages.forbidden);
    if (row.revokedAt || row.expiresAt <= new Date() || row.tokenVersion !== claims.tokenVersion) {
      throw unauthorized(authMessages.unauthenticated);
    }
    if (access === 'admin' && row.role !== 'admin') throw forbidden(authMessages.forbidden);

    request.user = { id: row.id, email: row.email, role: row.role, sessionId: claims.sessionId };
  });
};
