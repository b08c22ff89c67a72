import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { programUsers, users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser, type UserOverrides } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { dashboardCounts, daysFromToday, expectCardLists, listedIds } from './dashboard-helpers.js';

const DAY_MS = 86_400_000;

describe('dashboard user cards: programs ending, no current program, new users', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let oneWeek: number;
  let fourWeeks: number;
  let trashed: number;
  const ending: number[] = [];
  const noCurrent: number[] = [];
  const recent: number[] = [];

  const appUser = async (overrides: UserOverrides = {}) => (await createUser(ctx.db, overrides)).user.id;
  const assign = (programId: number, userId: number, startInDays: number) =>
    ctx.db
      .insert(programUsers)
      .values({ trainingProgramId: programId, userId, startDate: daysFromToday(startInDays) });
  const post = async (url: string, payload?: object) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    oneWeek = (await createProgramViaApi(ctx.app, admin, { name: 'One Week', duration_weeks: 1 })).id;
    fourWeeks = (await createProgramViaApi(ctx.app, admin, { name: 'Four Weeks', duration_weeks: 4 })).id;
    trashed = (await createProgramViaApi(ctx.app, admin, { name: 'Trashed', duration_weeks: 4 })).id;

    // ends_on = start + 7 for the one-week program; the window is (today, today + 7].
    const exactlySeven = await appUser();
    await assign(oneWeek, exactlySeven, 0);
    const eight = await appUser();
    await assign(oneWeek, eight, 1);
    const endedToday = await appUser();
    await assign(oneWeek, endedToday, -7);
    const tomorrow = await appUser();
    await assign(oneWeek, tomorrow, -6);
    const deleted = await appUser({ deletedAt: new Date() });
    await assign(oneWeek, deleted, 0);
    const withNext = await appUser();
    await assign(oneWeek, withNext, -4);
    await assign(fourWeeks, withNext, 3);
    const nextInTrash = await appUser();
    await assign(oneWeek, nextInTrash, 0);
    await assign(trashed, nextInTrash, 7);
    const currentInTrash = await appUser();
    await assign(trashed, currentInTrash, -1);
    const adminUser = (await createUser(ctx.db, { role: 'admin' })).user.id;
    await assign(oneWeek, adminUser, 0);
    const unassigned = await appUser();
    const old = await appUser({ createdAt: new Date(Date.now() - 8 * DAY_MS) });
    const sixDaysOld = await appUser({ createdAt: new Date(Date.now() - 6 * DAY_MS) });
    await assign(fourWeeks, sixDaysOld, 0);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${trashed}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);

    ending.push(exactlySeven, tomorrow, nextInTrash);
    noCurrent.push(eight, endedToday, currentInTrash, unassigned, old);
    recent.push(exactlySeven, eight, endedToday, tomorrow, withNext, nextInTrash, currentInTrash, unassigned);
    recent.push(sixDaysOld);
  });
  afterAll(() => ctx.close());

  it('programs ending: the last assignment ends within (today, today + 7], active app users only', async () => {
    await expectCardLists(ctx.app, admin, 'programs_ending', '/users?attention=program_ending', ending);
  });

  it('no current program: active app users no live assignment covers today', async () => {
    await expectCardLists(
      ctx.app,
      admin,
      'no_current_program',
      '/users?attention=no_current_program',
      noCurrent,
    );
  });

  it('new users: app users, not deleted, created in the last 7 days', async () => {
    await expectCardLists(ctx.app, admin, 'new_users', '/users?attention=new', recent);
  });

  it('a program ending soon moves the count by one; assigning the next program takes it back', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const user = await appUser();
    await assign(oneWeek, user, -2);
    expect((await dashboardCounts(ctx.app, admin)).programs_ending).toBe(before.programs_ending + 1);
    expect((await listedIds(ctx.app, admin, '/users?attention=program_ending')).ids).toContain(user);

    await post(`/training-programs/${fourWeeks}/assign-user/${user}`, { start_date: daysFromToday(5) });
    expect((await dashboardCounts(ctx.app, admin)).programs_ending).toBe(before.programs_ending);
    expect((await listedIds(ctx.app, admin, '/users?attention=program_ending')).ids).not.toContain(user);
  });

  it('a user without a program moves the count by one; assigning one from today takes it back', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const user = await appUser();
    const after = await dashboardCounts(ctx.app, admin);
    expect(after.no_current_program).toBe(before.no_current_program + 1);
    expect(after.new_users).toBe(before.new_users + 1);
    expect((await listedIds(ctx.app, admin, '/users?attention=no_current_program')).ids).toContain(user);

    await post(`/training-programs/${fourWeeks}/assign-user/${user}`);
    expect((await dashboardCounts(ctx.app, admin)).no_current_program).toBe(before.no_current_program);
    expect((await listedIds(ctx.app, admin, '/users?attention=no_current_program')).ids).not.toContain(user);
  });

  it('a program whose weeks change moves its assignments’ end', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const user = await appUser();
    const program = (await createProgramViaApi(ctx.app, admin, { name: 'Growing', duration_weeks: 1 })).id;
    await assign(program, user, 0);
    expect((await dashboardCounts(ctx.app, admin)).programs_ending).toBe(before.programs_ending + 1);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/training-programs/${program}`,
      headers: admin,
      payload: { name: 'Growing', program_type: 'strength', difficulty_level: 'beginner', duration_weeks: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await dashboardCounts(ctx.app, admin)).programs_ending).toBe(before.programs_ending);
  });

  it('a program in the trash leaves its users without a current program; restored, they have it again', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const program = (await createProgramViaApi(ctx.app, admin, { name: 'Binned', duration_weeks: 1 })).id;
    const current = await appUser();
    await assign(program, current, 0);
    const noCurrentIds = async () =>
      (await listedIds(ctx.app, admin, '/users?attention=no_current_program')).ids;
    const endingIds = async () => (await listedIds(ctx.app, admin, '/users?attention=program_ending')).ids;
    let counts = await dashboardCounts(ctx.app, admin);
    expect(counts.no_current_program).toBe(before.no_current_program);
    expect(counts.programs_ending).toBe(before.programs_ending + 1);
    expect(await endingIds()).toContain(current);

    const trash = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${program}`,
      headers: admin,
    });
    expect(trash.statusCode, trash.body).toBe(200);
    counts = await dashboardCounts(ctx.app, admin);
    expect(counts.no_current_program).toBe(before.no_current_program + 1);
    expect(counts.programs_ending).toBe(before.programs_ending);
    expect(await noCurrentIds()).toContain(current);
    expect(await endingIds()).not.toContain(current);

    await post(`/trash/program/${program}/restore`);
    counts = await dashboardCounts(ctx.app, admin);
    expect(counts.no_current_program).toBe(before.no_current_program);
    expect(counts.programs_ending).toBe(before.programs_ending + 1);
    expect(await noCurrentIds()).not.toContain(current);
  });

  it('the kept count of active app users follows deletion, restore and a change of role', async () => {
    const user = await appUser();
    const base = (await dashboardCounts(ctx.app, admin)).no_current_program;
    const expectNoCurrent = async (count: number) => {
      expect((await dashboardCounts(ctx.app, admin)).no_current_program).toBe(count);
      const { ids, total } = await listedIds(ctx.app, admin, '/users?attention=no_current_program');
      expect(total).toBe(count);
      expect(ids).toHaveLength(count);
    };
    await expectNoCurrent(base);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user));
    await expectNoCurrent(base - 1);
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, user));
    await expectNoCurrent(base);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user));
    await expectNoCurrent(base - 1);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, user));
    await expectNoCurrent(base);
    await ctx.db.delete(users).where(eq(users.id, user));
    await expectNoCurrent(base - 1);

    // A user with a current program leaves neither side when deleted, made an admin or restored.
    const following = await appUser();
    await assign(fourWeeks, following, 0);
    await expectNoCurrent(base - 1);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, following));
    await expectNoCurrent(base - 1);
    await ctx.db.update(users).set({ deletedAt: null, role: 'admin' }).where(eq(users.id, following));
    await expectNoCurrent(base - 1);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, following));
    await expectNoCurrent(base - 1);
    await ctx.db.delete(programUsers).where(eq(programUsers.userId, following));
    await expectNoCurrent(base);
  });

  it('a deleted user leaves the new users; an unknown attention is a 422', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const user = await appUser();
    expect((await dashboardCounts(ctx.app, admin)).new_users).toBe(before.new_users + 1);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${user}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await dashboardCounts(ctx.app, admin)).new_users).toBe(before.new_users);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/users?attention=soon', headers: admin });
    expect(bad.statusCode).toBe(422);
  });
});
