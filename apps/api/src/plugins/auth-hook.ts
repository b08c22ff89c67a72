import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { authMessages } from '@coachboard/contract';
import { bearerToken, verifyWithAuthKeys } from '../modules/auth/public.js';
import { authSessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { RouteAccess } from '../types.js';
import { routeAccessOf } from './route-table.js';

/** The session check of every request, built once: its SQL text never changes, so it runs as a prepared statement. */
const prepareSessionLookup = (db: FastifyInstance['db']) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
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

/**
 * Every /api route needs an active admin's access token unless its options say otherwise
 * (`config: { public: true }` or `config: { access: 'session' }`). The user row and the session are read on
 * every request, so logout, password change, deletion and role change apply to the very next request.
 *
 * The check is attached to each protected route as it is registered (the same rule the route table records),
 * first among the route's own onRequest hooks, so public routes, the panel's files and 404s never run it.
 */
export const registerAuthHook = (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  const sessionLookup = prepareSessionLookup(app.db);

  const authenticate =
    (access: Exclude<RouteAccess, 'public'>): onRequestAsyncHookHandler =>
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(authMessages.unauthenticated);
      const claims = verifyWithAuthKeys(app.authKeys, token);
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

      const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
      request.user = { id: row.id, email: row.email, name, role: row.role, sessionId: claims.sessionId };
    };
  const checks = { session: authenticate('session'), admin: authenticate('admin') };

  app.addHook('onRoute', (options) => {
    const access = routeAccessOf(options);
    if (access === 'public') return;
    const own = options.onRequest ? [options.onRequest].flat() : [];
    options.onRequest = [checks[access], ...own];
  });
};
