import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { programUsers, users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { dashboardCounts, daysFromToday, listedIds } from './dashboard-helpers.js';

/**
 * 'Programs ending soon' counts the kept end of each user's last live assignment (user_last_program_ends,
 * migration 0047), while its list reads the assignments themselves: every change an assignment can go through
 * must keep the two equal, and the kept rows equal to what the assignments say.
 */
describe("dashboard: 'Programs ending soon' from each user's kept last end", () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let oneWeek: number;
  let fourWeeks: number;

  const appUser = async () => (await createUser(ctx.db)).user.id;
  const assign = (programId: number, userId: number, startInDays: number) =>
    ctx.db
      .insert(programUsers)
      .values({ trainingProgramId: programId, userId, startDate: daysFromToday(startInDays) });

  /** The card's count equals its list's total and ids; the kept rows are the assignments' own maximum. */
  const expectAgreement = async () => {
    const counts = await dashboardCounts(ctx.app, admin);
    const { ids, total } = await listedIds(ctx.app, admin, '/users?attention=program_ending');
    expect(total).toBe(ids.length);
    expect(counts.programs_ending).toBe(total);
    const drift = await ctx.db.execute(sql`
      select coalesce(k.user_id, a.user_id) as user_id from user_last_program_ends k
      full join (
        select user_id, max(ends_on) as ends_on, bool_or(user_active) as user_active
        from program_users where not program_in_trash group by user_id
      ) a on a.user_id = k.user_id
      where (k.ends_on, k.user_active) is distinct from (a.ends_on, a.user_active)`);
    expect(drift.rows).toEqual([]);
    return ids;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ config: { runJobs: false } });
    admin = await adminAuthHeader(ctx.app, ctx.db);
    oneWeek = (await createProgramViaApi(ctx.app, admin, { name: 'One Week', duration_weeks: 1 })).id;
    fourWeeks = (await createProgramViaApi(ctx.app, admin, { name: 'Four Weeks', duration_weeks: 4 })).id;
  });
  afterAll(() => ctx.close());

  it('follows a start date moved into and out of the window', async () => {
    const user = await appUser();
    await assign(oneWeek, user, 3);
    expect(await expectAgreement()).not.toContain(user);
    const move = (startInDays: number) =>
      ctx.db
        .update(programUsers)
        .set({ startDate: daysFromToday(startInDays) })
        .where(and(eq(programUsers.userId, user), eq(programUsers.trainingProgramId, oneWeek)));
    await move(-2);
    expect(await expectAgreement()).toContain(user);
    await move(-7);
    expect(await expectAgreement()).not.toContain(user);
  });

  it("follows the user's deletion, restore, change of role and deletion for good", async () => {
    const user = await appUser();
    await assign(oneWeek, user, -1);
    expect(await expectAgreement()).toContain(user);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, user));
    expect(await expectAgreement()).toContain(user);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, user));
    expect(await expectAgreement()).toContain(user);
    await ctx.db.delete(users).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
  });

  it('follows an unassignment, a later program, and one program of two moved to the trash and back', async () => {
    const user = await appUser();
    await assign(oneWeek, user, -1);
    await assign(fourWeeks, user, 6);
    expect(await expectAgreement()).not.toContain(user);
    const unassign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${fourWeeks}/unassign-user/${user}`,
      headers: admin,
    });
    expect(unassign.statusCode, unassign.body).toBe(200);
    expect(await expectAgreement()).toContain(user);

    const later = (await createProgramViaApi(ctx.app, admin, { name: 'Later', duration_weeks: 2 })).id;
    await assign(later, user, 0);
    expect(await expectAgreement()).not.toContain(user);
    const trash = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${later}`,
      headers: admin,
    });
    expect(trash.statusCode, trash.body).toBe(200);
    expect(await expectAgreement()).toContain(user);
    const restore = await ctx.app.inject({
      method: 'POST',
      url: `/api/trash/program/${later}/restore`,
      headers: admin,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await expectAgreement()).not.toContain(user);
  });

  it('keeps the latest end when two transactions assign the same user at once', async () => {
    const user = await appUser();
    const longer = (await createProgramViaApi(ctx.app, admin, { name: 'Longer', duration_weeks: 6 })).id;
    const first = await ctx.db.$client.connect();
    const second = await ctx.db.$client.connect();
    try {
      await first.query('begin');
      await second.query('begin');
      // The first takes the later end; the second, measuring from a snapshot without it, must wait and see it.
      await first.query(
        `insert into program_users (training_program_id, user_id, start_date) values ($1, $2, $3)`,
        [longer, user, daysFromToday(0)],
      );
      const waiting = second.query(
        `insert into program_users (training_program_id, user_id, start_date) values ($1, $2, $3)`,
        [oneWeek, user, daysFromToday(-1)],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await waiting;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    const kept = await ctx.db.execute<{ ends_on: string }>(
      sql`select to_char(ends_on, 'YYYY-MM-DD') as ends_on from user_last_program_ends where user_id = ${user}`,
    );
    expect(kept.rows).toEqual([{ ends_on: daysFromToday(42) }]);
    expect(await expectAgreement()).not.toContain(user);
  });
});
