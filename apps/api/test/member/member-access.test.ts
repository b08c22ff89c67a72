import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, memberAccessMessages, type LoginResult } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { callRoute, memberRoutes, protectedRoutes, routeKey } from '../security/route-table.js';

/**
 * Who may call the member routes, walked from the route table: an app user's token opens `/api/member/*` and
 * nothing else; a panel account's token of any team role opens no member route.
 */
describe('member routes: the app user gate', () => {
  let t: TestApp;
  let member: LoginResult;

  const walk = async (
    routes: { method: string; url: string }[],
    headers: Record<string, string>,
    expected: (status: number) => boolean,
  ) => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await callRoute(t.app, route, headers);
      if (!expected(response.statusCode)) {
        problems.push(`${routeKey(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    return problems;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { user, password } = await createUser(t.db);
    member = await loginAs(t.app, user.email, password);
  });
  afterAll(async () => t?.close());

  it('every /api/member route is a member route, and no admin route is', () => {
    const routes = memberRoutes(t.app).filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(2);
    expect(routes.every((route) => route.url.startsWith('/api/member/'))).toBe(true);
    expect(protectedRoutes(t.app).some((route) => route.url.startsWith('/api/member'))).toBe(false);
  });

  it("an app user's ordinary sign-in token passes every member route", async () => {
    const problems = await walk(
      memberRoutes(t.app),
      bearer(member.token),
      (status) => ![401, 403].includes(status) && status < 500,
    );
    expect(problems).toEqual([]);
  });

  it("an app user's token answers 403 on every admin route", async () => {
    const problems = await walk(protectedRoutes(t.app), bearer(member.token), (status) => status === 403);
    expect(problems).toEqual([]);
  });

  it("a panel account's token answers 403 on every member route, whatever its team role", async () => {
    for (const teamRole of ['owner', 'coach', 'moderator'] as const) {
      const { user, password } = await createAdmin(t.db, { teamRole });
      const panel = await loginAs(t.app, user.email, password);
      const problems = await walk(memberRoutes(t.app), bearer(panel.token), (status) => status === 403);
      expect(problems, teamRole).toEqual([]);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/member/today',
        headers: bearer(panel.token),
      });
      expect(response.json()).toMatchObject({ success: false, message: memberAccessMessages.appUsersOnly });
    }
  });

  it('no token, a logged-out member and a deleted or deactivated member are refused on member routes', async () => {
    const refusedWith = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/member/today', headers });
      return response.statusCode;
    };
    expect(await refusedWith({})).toBe(401);

    const signIn = async () => {
      const { user, password } = await createUser(t.db);
      return { user, session: await loginAs(t.app, user.email, password) };
    };
    const loggedOut = await signIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(loggedOut.session.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await refusedWith(bearer(loggedOut.session.token))).toBe(401);

    const deleted = await signIn();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect(await refusedWith(bearer(deleted.session.token))).toBe(403);

    const deactivated = await signIn();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/member/today',
      headers: bearer(deactivated.session.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: authMessages.forbidden });
  });

  it('a member signs in and refreshes as panel accounts do: tokens rotate, a reused old one ends the session', async () => {
    const { user, password } = await createUser(t.db);
    const first = await loginAs(t.app, user.email, password);
    const refresh = async (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(refreshToken) });
    const today = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/member/today', headers: bearer(token) })).statusCode;

    const second = await refresh(first.refresh_token);
    expect(second.statusCode, second.body).toBe(200);
    const secondPair = second.json<{ data: { token: string; refresh_token: string } }>().data;
    expect(await today(secondPair.token)).toBe(200);
    const third = await refresh(secondPair.refresh_token);
    expect(third.statusCode).toBe(200);
    const thirdPair = third.json<{ data: { token: string } }>().data;

    // Two rotations back is no retry of a lost answer: the session ends, its newest token with it.
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect(await today(thirdPair.token)).toBe(401);
  });
});

describe('member routes: the app does not start with a route outside the rule', () => {
  const build = (register: (app: FastifyInstance) => unknown) =>
    createTestApp({ register: (app) => void register(app) });
  const ok = async () => ({ success: true });

  it('a /member route whose operationId is not a member operation', async () => {
    await expect(
      build((app) => app.get('/api/member/extra', { schema: { operationId: 'test.extra' } }, ok)),
    ).rejects.toThrow(/memberOperations/);
  });

  it('a /member route marked public', async () => {
    await expect(
      build((app) =>
        app.get(
          '/api/member/open',
          { config: { public: true }, schema: { operationId: 'member.getToday' } },
          ok,
        ),
      ),
    ).rejects.toThrow(/app users only/);
  });

  it("access 'member' on a route outside /member", async () => {
    await expect(
      build((app) =>
        app.get(
          '/api/elsewhere',
          { config: { access: 'member' }, schema: { operationId: 'test.elsewhere' } },
          ok,
        ),
      ),
    ).rejects.toThrow(/routes under \/api\/member/);
  });
});
