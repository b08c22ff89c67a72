import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mayCall,
  permissionMessages,
  routePermissions,
  teamRoles,
  type TeamRole,
} from '@coachboard/contract';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { callRoute, envelopeProblem, protectedRoutes, routeKey } from './route-table.js';

/**
 * The role x route walk: every protected /api route from Fastify's route table, called by an owner, a
 * coach and a moderator. A role the permission table admits passes the access check (no 401, no 403); a role it
 * does not gets 403 with the envelope and the role message. A route added later is walked without anyone editing
 * this file, and one missing from the table stops the app (the last test).
 */
describe('who may call which route, for every team role', () => {
  let ctx: TestApp;
  const headers = {} as Record<TeamRole, Record<string, string>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const teamRole of teamRoles) {
      const { user, password } = await createAdmin(ctx.db, { teamRole });
      const session = await loginAs(ctx.app, user.email, password);
      expect(session.team_role).toBe(teamRole);
      headers[teamRole] = bearer(session.token);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const operationIdOf = (route: { schema?: unknown }) =>
    (route.schema as { operationId?: string } | undefined)?.operationId ?? '';

  it('every protected route answers each role as the permission table says', async () => {
    const problems: string[] = [];
    const adminRoutes = protectedRoutes(ctx.app).filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(90);
    for (const route of adminRoutes) {
      const operationId = operationIdOf(route);
      for (const teamRole of teamRoles) {
        const response = await callRoute(ctx.app, route, headers[teamRole]);
        const where = `${routeKey(route)} (${operationId}) as ${teamRole}`;
        if (mayCall(teamRole, operationId)) {
          if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
            problems.push(`${where} -> ${response.statusCode} (expected to pass the access check)`);
          }
          continue;
        }
        if (response.statusCode !== 403) {
          problems.push(`${where} -> ${response.statusCode} (expected 403)`);
          continue;
        }
        if (route.method === 'HEAD') continue;
        const problem = envelopeProblem(response);
        const message = response.json<{ message: string }>().message;
        if (problem) problems.push(`${where} -> ${problem}`);
        else if (message !== permissionMessages.roleForbidden)
          problems.push(`${where} -> message ${message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every entry of the permission table names a protected route (no stale entries)', () => {
    const registered = new Set(
      protectedRoutes(ctx.app)
        .filter((route) => route.access === 'admin')
        .map(operationIdOf),
    );
    expect(Object.keys(routePermissions).filter((id) => !registered.has(id))).toEqual([]);
  });

  it('the owner may call everything; coaches cannot manage the team; moderators write only the community', () => {
    const entries = Object.entries(routePermissions) as [string, readonly TeamRole[]][];
    expect(entries.every(([, roles]) => roles.includes('owner'))).toBe(true);
    // The team is the owners' but for its directory of names, which whoever reads the activity log reads.
    const teamEntries = entries.filter(([id]) => id.startsWith('team.') && id !== 'team.listDirectory');
    expect(teamEntries.every(([, roles]) => roles.length === 1)).toBe(true);
    expect(routePermissions['team.listDirectory']).toEqual(routePermissions['audit.list']);
    expect(mayCall('coach', 'programs.create')).toBe(true);
    expect(mayCall('coach', 'community.deletePost')).toBe(false);
    expect(mayCall('moderator', 'community.deletePost')).toBe(true);
    expect(mayCall('moderator', 'programs.update')).toBe(false);
    expect(mayCall('moderator', 'programs.list')).toBe(true);
    expect(mayCall(null, 'programs.list')).toBe(false);
    expect(mayCall('owner', 'nothing.registered')).toBe(false);
  });

  it('a protected route missing from the permission table stops the app', async () => {
    await expect(
      createTestApp({
        register: async (app) => {
          app.get('/api/forgot-the-table', { schema: { operationId: 'test.forgotTheTable' } }, async () => ({
            success: true,
            data: null,
          }));
        },
      }),
    ).rejects.toThrow(/test\.forgotTheTable.*permission table/);
  });
});
