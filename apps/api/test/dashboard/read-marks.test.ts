import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardCardKey } from '@coachboard/contract';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { getJson } from './dashboard-helpers.js';

/** The bell's 'Mark all read': `PUT /dashboard/read-marks` and `unread` in `GET /dashboard`. */
describe('dashboard read marks', () => {
  let ctx: TestApp;
  let owner: AuthHeader;
  let otherOwner: AuthHeader;

  const signIn = async (teamRole?: 'owner' | 'coach' | 'moderator') => {
    const { user, password } = await createAdmin(ctx.db, teamRole ? { teamRole } : {});
    return bearer((await loginAs(ctx.app, user.email, password)).token);
  };
  const dashboard = (auth: AuthHeader) => getJson<Dashboard>(ctx.app, auth, '/dashboard');
  const markRead = (auth: AuthHeader, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/read-marks',
      headers: auth,
      payload: payload as object,
    });
  const unreadCards = (data: Dashboard) =>
    Object.entries(data.unread)
      .filter(([, unread]) => unread)
      .map(([card]) => card as DashboardCardKey)
      .sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signIn();
    otherOwner = await signIn();
    // Two new app users with no program and no nutrition targets: "new users", "no current program" and
    // "active users without nutrition targets" 2 each.
    await createUser(ctx.db);
    await createUser(ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('says every count above 0 is unread before the first mark', async () => {
    const data = await dashboard(owner);
    expect(data.counts).toMatchObject({
      new_users: 2,
      no_current_program: 2,
      no_nutrition_targets: 2,
      programs_ending: 0,
    });
    expect(unreadCards(data)).toEqual(['new_users', 'no_current_program', 'no_nutrition_targets']);
  });

  it('marks the counts read for the caller only, until a count rises above its mark', async () => {
    const seen = await dashboard(owner);
    const marked = await markRead(owner, { counts: seen.counts });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(unreadCards(marked.json<{ data: Dashboard }>().data)).toEqual([]);
    expect(unreadCards(await dashboard(owner))).toEqual([]);
    // Another account keeps its own (no) marks.
    expect(unreadCards(await dashboard(otherOwner))).toEqual([
      'new_users',
      'no_current_program',
      'no_nutrition_targets',
    ]);

    await createUser(ctx.db);
    const risen = await dashboard(owner);
    expect(risen.counts).toMatchObject({ new_users: 3, no_current_program: 3 });
    expect(unreadCards(risen)).toEqual(['new_users', 'no_current_program', 'no_nutrition_targets']);

    // Marking again takes the new counts; a count falling back under its mark is not unread.
    await markRead(owner, { counts: risen.counts });
    await ctx.db.execute(sql`update users set deleted_at = now() where role = 'user'`);
    const fallen = await dashboard(owner);
    expect(fallen.counts).toMatchObject({ new_users: 0, no_current_program: 0 });
    expect(unreadCards(fallen)).toEqual([]);
  });

  it("keeps one row per account, in place of the account's previous marks", async () => {
    const rows = await ctx.db.execute<{ user_id: string; counts: Record<string, number> }>(
      sql`select user_id, counts from dashboard_read_marks`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.counts).toMatchObject({ new_users: 3, no_current_program: 3 });
  });

  it('takes the marks of a role that does not see failed sign-ins, and answers only its cards', async () => {
    const coach = await signIn('coach');
    const seen = await dashboard(coach);
    expect(seen.counts).not.toHaveProperty('failed_sign_ins');
    expect(seen.unread).not.toHaveProperty('failed_sign_ins');
    const marked = await markRead(coach, { counts: seen.counts });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ data: Dashboard }>().data.unread).not.toHaveProperty('failed_sign_ins');
  });

  it('refuses counts that are missing, negative or not whole numbers (422 in the envelope)', async () => {
    const { counts } = await dashboard(owner);
    for (const payload of [
      {},
      { counts: { ...counts, new_users: -1 } },
      { counts: { ...counts, new_users: 1.5 } },
      { counts: { ...counts, new_users: '3' } },
      { counts: { programs_ending: 0 } },
      { counts: [] },
    ]) {
      const response = await markRead(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('is for panel accounts only: 401 without a token, 403 for an app user', async () => {
    const appUser = await nonAdminAuthHeader(ctx.app, ctx.db);
    const { counts } = await dashboard(owner);
    await expectAdminOnly(ctx.app, appUser, {
      method: 'PUT',
      url: '/api/dashboard/read-marks',
      payload: { counts },
    });
  });
});
