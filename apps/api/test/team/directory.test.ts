import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoles, type TeamDirectoryPage, type TeamRole } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader } from '../programs/program-helpers.js';

let t: TestApp;
const headers = {} as Record<TeamRole, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const teamRole of teamRoles) {
    const { user, password } = await createAdmin(t.db, { teamRole, firstName: `Dir${teamRole}` });
    headers[teamRole] = bearer((await loginAs(t.app, user.email, password)).token);
  }
});
afterAll(async () => t?.close());

const directory = async (query: string, as: TeamRole = 'moderator') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/team/directory${query}`,
    headers: headers[as],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TeamDirectoryPage }>().data;
};

describe('GET /team/directory', () => {
  it('answers every role that may read the activity log; 401 without a token, 403 for an app user', async () => {
    for (const teamRole of teamRoles) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/team/directory',
        headers: headers[teamRole],
      });
      expect(response.statusCode, teamRole).toBe(200);
    }
    await expectAdminOnly(t.app, await nonAdminAuthHeader(t.app, t.db), {
      method: 'GET',
      url: '/api/team/directory',
    });
  });

  it('lists panel accounts only, with id, name, e-mail and team role and nothing of the Team page', async () => {
    const { user: coach } = await createAdmin(t.db, {
      teamRole: 'coach',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana.reyes@coachboard.test',
    });
    const { user: appUser } = await createUser(t.db, { firstName: 'Dana', lastName: 'Member' });
    const page = await directory('?search=dana');
    expect(page.data).toEqual([
      { id: coach.id, name: 'Dana Reyes', email: 'dana.reyes@coachboard.test', team_role: 'coach' },
    ]);
    expect(page.data.map((entry) => entry.id)).not.toContain(appUser.id);

    const everyone = await directory('?per_page=100');
    const [panel] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from users where role = 'admin' and deleted_at is null`,
      )
      .then((result) => result.rows);
    expect(everyone.total).toBe(panel!.n);
    expect(
      everyone.data.every((entry) => Object.keys(entry).sort().join() === 'email,id,name,team_role'),
    ).toBe(true);
  });

  it('finds by e-mail fragment, keeps deactivated accounts, leaves deleted ones out', async () => {
    const { user: gone } = await createAdmin(t.db, { email: 'ex.admin@left.test' });
    const { user: paused } = await createAdmin(t.db, {
      email: 'paused.admin@left.test',
      teamRole: 'moderator',
    });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, paused.id));
    const page = await directory('?search=@left.test');
    expect(page.data.map((entry) => entry.id)).toEqual([paused.id]);
  });

  it('answers one account by id, and an empty page for an app user or a missing id', async () => {
    const { user: owner } = await createAdmin(t.db, {
      firstName: 'Olive',
      lastName: 'Owner',
      teamRole: 'owner',
    });
    const { user: appUser } = await createUser(t.db);
    expect((await directory(`?id=${owner.id}`, 'coach')).data).toEqual([
      { id: owner.id, name: 'Olive Owner', email: owner.email, team_role: 'owner' },
    ]);
    expect(await directory(`?id=${appUser.id}`)).toMatchObject({ data: [], total: 0 });
    expect(await directory('?id=99999999')).toMatchObject({ data: [], total: 0 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/team/directory?id=abc',
      headers: headers.owner,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('pages the accounts in the order they joined', async () => {
    const first = await directory('?per_page=2&page=1');
    const second = await directory('?per_page=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(first.last_page).toBe(Math.ceil(first.total / 2));
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await directory('?per_page=100');
    expect(all.data.slice(0, 4).map((entry) => entry.id)).toEqual(ids);
  });
});
