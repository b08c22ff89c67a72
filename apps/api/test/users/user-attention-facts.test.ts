import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userApiMessages, type UserListItem, type UserPage } from '@coachboard/contract';
import { programUsers } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { dashboardCounts, daysFromToday } from '../dashboard/dashboard-helpers.js';

const DAY_MS = 86_400_000;

/**
 * The lists behind the dashboard's user cards say why each user is there (`attention_fact`), and 'Programs
 * ending soon' sorts by the end of the program (`sort=ends_on`).
 */
describe("the users list's attention facts and its end-date order", () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const ids: Record<string, number> = {};
  const programs: Record<string, number> = {};

  const page = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserPage }>().data;
  };
  const factOf = (items: UserListItem[], id: number) => items.find((item) => item.id === id)?.attention_fact;
  const assign = (programId: number, userId: number, startInDays: number) =>
    ctx.db
      .insert(programUsers)
      .values({ trainingProgramId: programId, userId, startDate: daysFromToday(startInDays) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    for (const [name, weeks] of [
      ['One Week', 1],
      ['Two Weeks', 2],
      ['Four Weeks', 4],
    ] as const) {
      programs[name] = (await createProgramViaApi(ctx.app, admin, { name, duration_weeks: weeks })).id;
    }
    const appUser = async (name: string, createdAt = new Date(Date.now() - 30 * DAY_MS)) => {
      ids[name] = (await createUser(ctx.db, { email: `${name}@facts.example`, createdAt })).user.id;
      return ids[name]!;
    };
    // Ending in 6, 2 and 4 days (created in this order, so the default order is the reverse).
    await assign(programs['One Week']!, await appUser('six'), -1);
    await assign(programs['One Week']!, await appUser('two'), -5);
    // Two assignments ending in the window: the later one is the user's last, the one the row names.
    await appUser('four');
    await assign(programs['One Week']!, ids.four!, -6);
    await assign(programs['Two Weeks']!, ids.four!, -10);
    // No current program: one finished 3 days ago and one starting in 5 days; one who never had any.
    await assign(programs['Four Weeks']!, await appUser('between'), -31);
    await assign(programs['One Week']!, ids.between!, 5);
    await appUser('never');
    await appUser('joined', new Date(Date.now() - 2 * DAY_MS));
  });
  afterAll(() => ctx.close());

  it("names the program ending and its end on each 'Programs ending soon' row", async () => {
    const { data } = await page('attention=program_ending');
    expect(data.map((user) => user.id)).toEqual([ids.four, ids.two, ids.six]);
    expect(factOf(data, ids.two!)).toEqual({
      kind: 'program_ending',
      program: { id: programs['One Week'], name: 'One Week' },
      ends_on: daysFromToday(2),
      last_day: daysFromToday(1),
    });
    expect(factOf(data, ids.four!)).toMatchObject({
      program: { id: programs['Two Weeks'], name: 'Two Weeks' },
      ends_on: daysFromToday(4),
    });
  });

  it('sorts them by end date, soonest first, with the same users and total as the card', async () => {
    const sorted = await page('attention=program_ending&sort=ends_on');
    expect(sorted.data.map((user) => user.id)).toEqual([ids.two, ids.four, ids.six]);
    expect(sorted.data.map((user) => user.attention_fact)).toMatchObject([
      { ends_on: daysFromToday(2) },
      { ends_on: daysFromToday(4), program: { name: 'Two Weeks' } },
      { ends_on: daysFromToday(6) },
    ]);
    expect(sorted.total).toBe(3);
    expect((await dashboardCounts(ctx.app, admin)).programs_ending).toBe(3);
    const second = await page('attention=program_ending&sort=ends_on&per_page=2&page=2');
    expect(second.data.map((user) => user.id)).toEqual([ids.six]);
    const searched = await page('attention=program_ending&sort=ends_on&search=four');
    expect(searched.data.map((user) => user.id)).toEqual([ids.four]);
    expect(searched.total).toBe(1);
  });

  it('refuses the end-date order on any other list', async () => {
    for (const query of [
      'sort=ends_on',
      'attention=new&sort=ends_on',
      'attention=program_ending&sort=name',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(422);
    }
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users?sort=ends_on', headers: admin });
    expect(response.json().errors.sort).toEqual([userApiMessages.sortNeedsProgramEnding]);
  });

  it("gives the last program and when it ended, and the next one, on 'No current program' rows", async () => {
    const { data } = await page('attention=no_current_program&per_page=100');
    expect(factOf(data, ids.between!)).toEqual({
      kind: 'no_current_program',
      last_program: {
        id: programs['Four Weeks'],
        name: 'Four Weeks',
        ends_on: daysFromToday(-3),
        last_day: daysFromToday(-4),
      },
      next_program: { id: programs['One Week'], name: 'One Week', start_date: daysFromToday(5) },
    });
    expect(factOf(data, ids.never!)).toEqual({
      kind: 'no_current_program',
      last_program: null,
      next_program: null,
    });
  });

  it("gives the join date on 'New users' rows, and no fact without a card's filter", async () => {
    const { data } = await page('attention=new');
    const joined = data.find((user) => user.id === ids.joined);
    expect(joined?.attention_fact).toEqual({ kind: 'new', joined_at: joined?.created_at });
    const plain = await page('search=facts.example');
    expect(plain.data.some((user) => 'attention_fact' in user)).toBe(false);
  });

  it('reads the facts of a whole page in one statement, whatever its size', async () => {
    for (const perPage of [1, 50]) {
      const sent = await recordStatements(ctx.db, async () => {
        await page(`attention=no_current_program&per_page=${perPage}`);
      });
      expect(sent.filter((statement) => statement.text.includes('left join lateral'))).toHaveLength(1);
      expect(sent.length, `per_page=${perPage}`).toBeLessThanOrEqual(3);
    }
  });
});
