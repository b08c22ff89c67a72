import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isCheckInOverdue,
  unmetDueOn,
  type Dashboard,
  type OverdueCheckInPage,
} from '@coachboard/contract';
import { checkIns } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  postCheckIn,
  signInMember,
  signInPanel,
  todayUtc,
  type Headers,
} from '../member/check-in-helpers.js';

const daysAgo = (days: number) => addDays(todayUtc(), -days);

describe('overdue check-ins: due by the cadence and not received 48 hours later', () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: coach.headers });
  const overdue = async () => {
    const response = await get('/check-ins/overdue?per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OverdueCheckInPage }>().data;
  };
  const overdueIds = async () => (await overdue()).data.map((item) => item.user.id);
  const card = async () =>
    (await get('/dashboard')).json<{ data: Dashboard }>().data.counts.overdue_check_ins ?? -1;
  /** A member with a cadence whose first due date is `startsOn` (the API starts a cadence today or later). */
  const memberDueFrom = async (startsOn: string, everyWeeks = 1) => {
    const member = await signInMember(t.app, t.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/check-in-schedule`,
      headers: coach.headers,
      payload: { weekday: 'monday', every_weeks: everyWeeks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.execute(
      sql`update check_in_schedules set starts_on = ${startsOn} where user_id = ${member.id}`,
    );
    return member;
  };
  const checkInOn = async (member: { headers: Headers }, date: string) => {
    const response = await postCheckIn(t.app, member.headers, { date });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
  });
  afterAll(async () => t?.close());

  it("keeps the contract's rule in SQL: the earliest unmet due date for any cadence and latest check-in", async () => {
    const cases: Array<[string, number, string | null]> = [];
    const start = '2026-03-02';
    for (const every of [1, 2, 3]) {
      cases.push([start, every, null]);
      for (let offset = -10; offset <= 40; offset += 1) cases.push([start, every, addDays(start, offset)]);
    }
    for (const [startsOn, every, latest] of cases) {
      const { rows } = await t.db.execute<{ due: string }>(
        sql`select check_in_unmet_due_on(${startsOn}::date, ${every}, ${latest}::date)::text as due`,
      );
      expect(rows[0]?.due, `${startsOn} every ${every} latest ${latest}`).toBe(
        unmetDueOn(startsOn, every, latest),
      );
    }
    // A check-in up to 3 days early meets the due date; 4 days early does not.
    expect(unmetDueOn(start, 1, addDays(start, -3))).toBe(addDays(start, 7));
    expect(unmetDueOn(start, 1, addDays(start, -4))).toBe(start);
    // A late check-in meets every due date up to 3 days after it.
    expect(unmetDueOn(start, 1, addDays(start, 10))).toBe(addDays(start, 14));
  });

  it('is overdue 48 hours after the due date (not before), and the card counts the list', async () => {
    const dueYesterday = await memberDueFrom(daysAgo(1));
    const dueTwoDaysAgo = await memberDueFrom(daysAgo(2));
    const dueLongAgo = await memberDueFrom(daysAgo(30), 2);
    expect(isCheckInOverdue(daysAgo(1), todayUtc())).toBe(false);
    expect(isCheckInOverdue(daysAgo(2), todayUtc())).toBe(true);

    const page = await overdue();
    const listed = page.data.map((item) => item.user.id);
    expect(listed).not.toContain(dueYesterday.id);
    // Longest overdue first.
    expect(listed).toEqual([dueLongAgo.id, dueTwoDaysAgo.id]);
    expect(page.data[0]).toMatchObject({
      weekday: 'monday',
      every_weeks: 2,
      due_on: daysAgo(30),
      last_check_in_on: null,
    });
    expect(page.total).toBe(2);
    expect(await card()).toBe(page.total);
  });

  it('a check-in arriving clears it; an early one counts, and deleting it brings the overdue back', async () => {
    const member = await memberDueFrom(daysAgo(14));
    expect(await overdueIds()).toContain(member.id);
    const before = await card();

    // Dated a day ago: meets every due date up to 2 days ahead, so the next unmet one is 7 days ahead.
    const id = await checkInOn(member, daysAgo(1));
    expect(await overdueIds()).not.toContain(member.id);
    expect(await card()).toBe(before - 1);
    const { rows } = await t.db.execute<{ unmet: string; latest: string }>(
      sql`select unmet_due_on::text as unmet, last_check_in_on::text as latest from check_in_schedules
          where user_id = ${member.id}`,
    );
    expect(rows[0]).toEqual({ unmet: addDays(todayUtc(), 7), latest: daysAgo(1) });

    // The check-in gone (its user's data purged, say), the latest date is read again: overdue once more.
    await t.db.delete(checkIns).where(eq(checkIns.id, id));
    expect(await overdueIds()).toContain(member.id);
    expect(await card()).toBe(before);

    // A check-in 3 days before a due date meets it: due 5 days ago, checked in 8 days ago: still unmet.
    const early = await memberDueFrom(daysAgo(5));
    await checkInOn(early, daysAgo(9));
    expect(await overdueIds()).toContain(early.id);
    await checkInOn(early, daysAgo(8));
    expect(await overdueIds()).not.toContain(early.id);
  });

  it('a new cadence starts on or after today: never overdue at once, whatever the history', async () => {
    const member = await signInMember(t.app, t.db);
    await checkInOn(member, daysAgo(40));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/check-in-schedule`,
      headers: coach.headers,
      payload: { weekday: 'friday' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await overdueIds()).not.toContain(member.id);
  });

  it('a deleted user leaves the overdue list and the card; restored, they are back', async () => {
    const member = await memberDueFrom(daysAgo(21));
    const before = await card();
    expect(await overdueIds()).toContain(member.id);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: coach.headers });
    expect(await overdueIds()).not.toContain(member.id);
    expect(await card()).toBe(before - 1);
    await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/restore`, headers: coach.headers });
    expect(await card()).toBe(before);
  });

  it('removing the cadence removes the overdue', async () => {
    const member = await memberDueFrom(daysAgo(10));
    expect(await overdueIds()).toContain(member.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}/check-in-schedule`,
      headers: coach.headers,
      payload: { weekday: null },
    });
    expect(await overdueIds()).not.toContain(member.id);
    expect(await card()).toBe((await overdue()).total);
  });
});
