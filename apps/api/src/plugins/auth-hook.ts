import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import {
  authMessages,
  isMemberOperation,
  memberAccessMessages,
  permissionMessages,
  routePermissions,
  twoFactorMessages,
  type TeamRole,
} from '@coachboard/contract';
import { authSessions, teamSettings, users } from '../db/schema/index.js';
import { withCompiledRows } from '../lib/compiled-rows.js';
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
      teamRole: users.teamRole,
      deactivatedAt: users.deactivatedAt,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      twoFactorMissing: sql<boolean>`((select ${teamSettings.requireTwoFactor} from ${teamSettings}) is true and ${users.totpEnabledAt} is null)`,
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

const operationIdOf = (options: RouteOptions) =>
  (options.schema as { operationId?: string } | undefined)?.operationId ?? '';

/**
 * The team roles a protected admin route admits, from the permission table (packages/contract permissions.ts).
 * A route the table does not list stops the app at start, so a new route cannot ship without a decision.
 */
const allowedRolesOf = (options: RouteOptions, permissions: PermissionTable): readonly TeamRole[] => {
  const operationId = operationIdOf(options);
  const allowed = operationId ? permissions[operationId] : undefined;
  if (!allowed) {
    throw new Error(
      `${String(options.method)} ${options.url} (${operationId || 'no operationId'}) has no entry in the ` +
        'permission table (packages/contract/src/permissions.ts)',
    );
  }
  return allowed;
};

export type PermissionTable = Readonly<Record<string, readonly TeamRole[]>>;

/**
 * How a request's access token is found and verified: the auth module's functions, handed in by app.ts
 * because plugins sit above the modules and import none of them.
 */
export interface AccessTokenReader {
  bearerToken: (authorization: string | undefined) => string | null;
  verifyWithAuthKeys: (
    keys: FastifyInstance['authKeys'],
    token: string,
  ) => { userId: number; sessionId: string; tokenVersion: number } | null;
}

/**
 * A member route must be one of the member operations (packages/contract member-access.ts) and no admin route's:
 * checked as the route is registered, so the app does not start with one that is not.
 */
const checkMemberRoute = (options: RouteOptions, permissions: PermissionTable) => {
  const operationId = operationIdOf(options);
  if (!isMemberOperation(operationId) || permissions[operationId]) {
    throw new Error(
      `${String(options.method)} ${options.url} (${operationId || 'no operationId'}) is a member route: list ` +
        'its operationId in memberOperations (packages/contract/src/member-access.ts), not the permission table',
    );
  }
};

/**
 * Every /api route needs an active admin's access token unless its options say otherwise
 * (`config: { public: true }` or `config: { access: 'session' }`). The user row and the session are read on
 * every request, so logout, password change, deletion and role change apply to the very next request.
 *
 * The check is attached to each protected route as it is registered (the same rule the route table records),
 * first among the route's own onRequest hooks, so public routes, the panel's files and 404s never run it.
 *
 * A member of a team that requires two-factor sign-in (team_settings) who has not turned it on may call only
 * the routes of their own account (`auth.*`: /me, My account, the two-factor set-up) until they do.
 *
 * Member routes (`/api/member/*`, routeAccessOf) admit app users (role `user`) alone: a panel account's token
 * answers 403 there, as an app user's answers 403 on every admin route. The same session row decides both.
 */
export const registerAuthHook = (
  app: FastifyInstance,
  { bearerToken, verifyWithAuthKeys }: AccessTokenReader,
  permissions: PermissionTable = routePermissions,
) => {
  app.decorateRequest('user', null);
  const sessionLookup = withCompiledRows(prepareSessionLookup(app.db));

  const authenticate =
    (
      access: Exclude<RouteAccess, 'public'>,
      allowedRoles: readonly TeamRole[] = [],
      ownAccountRoute = false,
    ): onRequestAsyncHookHandler =>
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
      if (row.deletedAt || row.deactivatedAt) throw forbidden(authMessages.forbidden);
      if (row.revokedAt || row.expiresAt <= new Date() || row.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(authMessages.unauthenticated);
      }
      if (access === 'member' && row.role !== 'user') throw forbidden(memberAccessMessages.appUsersOnly);
      if (access === 'admin' && row.role !== 'admin') throw forbidden(authMessages.forbidden);
      if (access === 'admin' && !allowedRoles.includes(row.teamRole!)) {
        throw forbidden(permissionMessages.roleForbidden);
      }
      if (access === 'admin' && row.twoFactorMissing && !ownAccountRoute) {
        throw forbidden(twoFactorMessages.requiredByTeam);
      }

      const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
      request.user = {
        id: row.id,
        email: row.email,
        name,
        role: row.role,
        teamRole: row.teamRole,
        sessionId: claims.sessionId,
      };
    };
  const sessionCheck = authenticate('session');
  const memberCheck = authenticate('member');
  const adminCheck = (options: RouteOptions) =>
    authenticate('admin', allowedRolesOf(options, permissions), operationIdOf(options).startsWith('auth.'));

  app.addHook('onRoute', (options) => {
    const access = routeAccessOf(options);
    if (access === 'public') return;
    const own = options.onRequest ? [options.onRequest].flat() : [];
    if (access === 'member') checkMemberRoute(options, permissions);
    const check =
      access === 'session' ? sessionCheck : access === 'member' ? memberCheck : adminCheck(options);
    options.onRequest = [check, ...own];
  });
};
