import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleEntry, UserSchedule } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

describe('GET /users/{id}/schedule', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let userId: number;
  let twoWeeks: { id: number };
  let fourWeeks: { id: number };

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
  const schedule = async (from: string, to: string) => {
    const response = await get(`/users/${userId}/schedule?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserSchedule }>().data;
  };
  const entriesOn = (data: UserSchedule, date: string) =>
    data.days
      .find((day) => day.date === date)
      ?.entries.map((entry: ScheduleEntry) => ({
        program_id: entry.program_id,
        week: entry.week_number,
        day: entry.day_number,
        name: entry.day_name,
        rest: entry.is_rest_day,
      }));

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    userId = (await createUser(ctx.db, { firstName: 'Sam', lastName: 'Reed' })).user.id;
    // 3 training days a week: days 1, 3 and 5; 2, 4, 6 and 7 are rest days.
    twoWeeks = await createProgramViaApi(ctx.app, admin, {
      name: 'Two Weeks',
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    fourWeeks = await createProgramViaApi(ctx.app, admin, {
      name: 'Four Weeks',
      duration_weeks: 4,
      training_days_per_week: 3,
    });
    for (const [program, start_date] of [
      [twoWeeks, '2026-03-02'],
      [fourWeeks, '2026-03-10'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/training-programs/${program.id}/assign-user/${userId}`,
        headers: admin,
        payload: { start_date },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it('answers every date of the range with week and day numbers, training days and rest days', async () => {
    const data = await schedule('2026-03-01', '2026-03-16');
    expect(data.from).toBe('2026-03-01');
    expect(data.to).toBe('2026-03-16');
    expect(data.days.map((day) => day.date)).toHaveLength(16);
    // Before the start date: nothing.
    expect(entriesOn(data, '2026-03-01')).toEqual([]);
    expect(entriesOn(data, '2026-03-02')).toEqual([
      { program_id: twoWeeks.id, week: 1, day: 1, name: 'Day 1', rest: false },
    ]);
    expect(entriesOn(data, '2026-03-03')).toEqual([
      { program_id: twoWeeks.id, week: 1, day: 2, name: null, rest: true },
    ]);
    const [firstDay] = data.days.find((day) => day.date === '2026-03-02')!.entries;
    expect(firstDay).toMatchObject({
      program_name: 'Two Weeks',
      mode: 'linked',
      start_date: '2026-03-02',
      ends_on: '2026-03-16',
      weeks: 2,
      training_day_id: expect.any(Number),
    });
    // The last day of the two-week program (week 2, day 7, a rest day) and ends_on, the first day after it.
    expect(entriesOn(data, '2026-03-15')).toEqual([
      { program_id: twoWeeks.id, week: 2, day: 7, name: null, rest: true },
      { program_id: fourWeeks.id, week: 1, day: 6, name: null, rest: true },
    ]);
    expect(entriesOn(data, '2026-03-16')).toEqual([
      { program_id: fourWeeks.id, week: 1, day: 7, name: null, rest: true },
    ]);
  });

  it('gives each overlapping assignment its own entry, in start order', async () => {
    const data = await schedule('2026-03-10', '2026-03-12');
    expect(entriesOn(data, '2026-03-10')).toEqual([
      { program_id: twoWeeks.id, week: 2, day: 2, name: null, rest: true },
      { program_id: fourWeeks.id, week: 1, day: 1, name: 'Day 1', rest: false },
    ]);
    expect(entriesOn(data, '2026-03-11')).toEqual([
      { program_id: twoWeeks.id, week: 2, day: 3, name: 'Day 10', rest: false },
      { program_id: fourWeeks.id, week: 1, day: 2, name: null, rest: true },
    ]);
  });

  it('reads dates outside every assignment as empty, and defaults to 14 days from today', async () => {
    const data = await schedule('2026-06-01', '2026-06-03');
    expect(data.days).toEqual([
      { date: '2026-06-01', entries: [] },
      { date: '2026-06-02', entries: [] },
      { date: '2026-06-03', entries: [] },
    ]);
    const response = await get(`/users/${userId}/schedule`);
    expect(response.statusCode).toBe(200);
    const defaults = response.json<{ data: UserSchedule }>().data;
    expect(defaults.from).toBe(new Date().toISOString().slice(0, 10));
    expect(defaults.days).toHaveLength(14);
  });

  it('answers at most 62 days (422 beyond, or for a reversed range) and 404 for a user not found', async () => {
    expect((await schedule('2026-03-01', '2026-05-01')).days).toHaveLength(62);
    const tooLong = await get(`/users/${userId}/schedule?from=2026-03-01&to=2026-05-02`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('The schedule covers at most 62 days: choose a shorter range');
    const reversed = await get(`/users/${userId}/schedule?from=2026-03-05&to=2026-03-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('to must be on or after from');
    // Without `from` the range starts today: still at most 62 days, and not reversed.
    const onlyTo = await get(`/users/${userId}/schedule?to=2099-01-01`);
    expect(onlyTo.statusCode).toBe(422);
    expect(onlyTo.json().message).toBe('The schedule covers at most 62 days: choose a shorter range');
    const onlyPastTo = await get(`/users/${userId}/schedule?to=2000-01-01`);
    expect(onlyPastTo.statusCode).toBe(422);
    expect(onlyPastTo.json().message).toBe('to must be on or after from');
    const badDate = await get(`/users/${userId}/schedule?from=2026-13-01`);
    expect(badDate.statusCode).toBe(422);
    // Dates JavaScript reads but PostgreSQL cannot hold (year 0; a range past year 9999) are bad input, not a 500.
    for (const from of ['0000-01-01', '9999-12-31']) {
      expect((await get(`/users/${userId}/schedule?from=${from}`)).statusCode).toBe(422);
    }
    const missing = await get('/users/999999/schedule');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});
