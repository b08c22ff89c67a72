import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { programUsers, users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { dashboardCounts, daysFromToday, listedIds } from './dashboard-helpers.js';

/** Kept coverage (migration 0049) that differs from its recompute: ranges, then dates' changes. */
export const coverageDrift = sql`
  select 'range ' || user_id as drift from (
    (select * from user_program_coverage
     except select * from program_coverage_of(array(select distinct user_id from program_users)))
    union all
    (select * from program_coverage_of(array(select distinct user_id from program_users))
     except select * from user_program_coverage)) r
  union all
  select 'day ' || coalesce(k.day, c.day) from program_coverage_changes k
  full join (select day, sum(delta) as delta from (
      select covered_from as day, 1 as delta from user_program_coverage
      union all select covered_until, -1 from user_program_coverage) x group by day) c on c.day = k.day
  where coalesce(k.delta, 0) <> coalesce(c.delta, 0)`;

/**
 * 'No current program' subtracts the users covered today, read from the kept coverage changes (migration 0049),
 * while its list reads the assignments themselves: every change an assignment can go through must keep the card,
 * the list's total and the list's rows equal, and the kept rows equal to their recompute.
 */
describe("dashboard: 'No current program' from kept coverage", () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let oneWeek: number;
  let fourWeeks: number;

  const appUser = async () => (await createUser(ctx.db)).user.id;
  const assign = (programId: number, userId: number, startInDays: number) =>
    ctx.db
      .insert(programUsers)
      .values({ trainingProgramId: programId, userId, startDate: daysFromToday(startInDays) });

  const expectAgreement = async () => {
    const counts = await dashboardCounts(ctx.app, admin);
    const { ids, total } = await listedIds(ctx.app, admin, '/users?attention=no_current_program');
    expect(total).toBe(ids.length);
    expect(counts.no_current_program).toBe(total);
    expect((await ctx.db.execute(coverageDrift)).rows).toEqual([]);
    return ids;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ config: { runJobs: false } });
    admin = await adminAuthHeader(ctx.app, ctx.db);
    oneWeek = (await createProgramViaApi(ctx.app, admin, { name: 'One Week', duration_weeks: 1 })).id;
    fourWeeks = (await createProgramViaApi(ctx.app, admin, { name: 'Four Weeks', duration_weeks: 4 })).id;
  });
  afterAll(() => ctx.close());

  it('follows start dates moved, overlapping and touching assignments, and an unassignment', async () => {
    const user = await appUser();
    expect(await expectAgreement()).toContain(user);
    await assign(oneWeek, user, 3);
    expect(await expectAgreement()).toContain(user);
    const move = (startInDays: number) =>
      ctx.db
        .update(programUsers)
        .set({ startDate: daysFromToday(startInDays) })
        .where(and(eq(programUsers.userId, user), eq(programUsers.trainingProgramId, oneWeek)));
    await move(-2);
    expect(await expectAgreement()).not.toContain(user);
    await assign(fourWeeks, user, -10);
    expect(await expectAgreement()).not.toContain(user);
    await move(-7);
    expect(await expectAgreement()).not.toContain(user);
    await move(18);
    expect(await expectAgreement()).not.toContain(user);
    const unassign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${fourWeeks}/unassign-user/${user}`,
      headers: admin,
    });
    expect(unassign.statusCode, unassign.body).toBe(200);
    expect(await expectAgreement()).toContain(user);
  });

  it("follows the user's deletion, restore, change of role and deletion for good", async () => {
    const user = await appUser();
    await assign(oneWeek, user, -1);
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user));
    await expectAgreement();
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
    await ctx.db.delete(users).where(eq(users.id, user));
    expect(await expectAgreement()).not.toContain(user);
  });

  it('follows a program moved to the trash and back', async () => {
    const user = await appUser();
    const later = (await createProgramViaApi(ctx.app, admin, { name: 'Trashed', duration_weeks: 2 })).id;
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

  it('keeps both ranges when two transactions assign the same user at once', async () => {
    const user = await appUser();
    const first = await ctx.db.$client.connect();
    const second = await ctx.db.$client.connect();
    try {
      await first.query('begin');
      await second.query('begin');
      // The second, measuring from a snapshot without the first's range, must wait for it and merge with it.
      await first.query(
        `insert into program_users (training_program_id, user_id, start_date) values ($1, $2, $3)`,
        [fourWeeks, user, daysFromToday(-3)],
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
    const kept = await ctx.db.execute<{ covered_from: string; covered_until: string }>(sql`
      select to_char(covered_from, 'YYYY-MM-DD') as covered_from, to_char(covered_until, 'YYYY-MM-DD') as covered_until
      from user_program_coverage where user_id = ${user}`);
    expect(kept.rows).toEqual([{ covered_from: daysFromToday(-3), covered_until: daysFromToday(25) }]);
    expect(await expectAgreement()).not.toContain(user);
  });
});
