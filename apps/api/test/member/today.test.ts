import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberToday, UserSchedule } from '@coachboard/contract';
import { bearer, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { memberWithProgram } from './member-helpers.js';

describe('GET /member/today and /member/schedule', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof memberWithProgram>>;

  const today = async (headers: Record<string, string>, date: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/member/today?date=${date}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MemberToday }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Two weeks from Monday 2026-03-02, training days 1, 3 and 5; ends_on 2026-03-16.
    m = await memberWithProgram(t, '2026-03-02');
  });
  afterAll(async () => t?.close());

  it('the start date is week 1, day 1, with the day exercises and their prescription', async () => {
    const day = await today(m.member, '2026-03-02');
    expect(day).toMatchObject({
      status: 'training',
      program: { id: m.program.id },
      week_number: 1,
      day: { id: m.week1.dayId, day_number: 1 },
      start_date: '2026-03-02',
      ends_on: '2026-03-16',
      session: null,
    });
    expect(day.exercises).toEqual([
      expect.objectContaining({
        day_exercise_id: m.week1.log.id,
        exercise: { id: m.exercise.id, name: 'Back Squat', video_link: null },
        group: null,
        sets: [
          {
            set_number: 1,
            reps: 10,
            reps_max: null,
            weight: 40,
            load_percent: null,
            time: null,
            rir: null,
            rest: null,
            amrap: false,
          },
        ],
      }),
    ]);
  });

  it('2026-03-11 is week 2, day 3; the day before the start is not_started; a rest day has no exercises', async () => {
    expect(await today(m.member, '2026-03-11')).toMatchObject({
      status: 'training',
      week_number: 2,
      day: { day_number: 3 },
    });
    expect(await today(m.member, '2026-03-01')).toMatchObject({
      status: 'not_started',
      program: { id: m.program.id },
      start_date: '2026-03-02',
      day: null,
    });
    expect(await today(m.member, '2026-03-03')).toMatchObject({
      status: 'rest',
      week_number: 1,
      day: { day_number: 2 },
      exercises: [],
    });
  });

  it('the last day is still the program; ends_on is finished; no assignment is no_program', async () => {
    expect(await today(m.member, '2026-03-15')).toMatchObject({
      status: 'rest',
      week_number: 2,
      day: { day_number: 7 },
    });
    expect(await today(m.member, '2026-03-16')).toMatchObject({
      status: 'finished',
      ends_on: '2026-03-16',
      day: null,
    });
    const { user, password } = await createUser(t.db);
    const loner = bearer((await loginAs(t.app, user.email, password)).token);
    expect(await today(loner, '2026-03-16')).toMatchObject({ status: 'no_program', program: null });
  });

  it('the schedule answers as the admin schedule does, and refuses more than 62 days', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/member/schedule?from=2026-03-01&to=2026-03-16',
      headers: m.member,
    });
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/users/${m.user.id}/schedule?from=2026-03-01&to=2026-03-16`,
      headers: m.coach,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: UserSchedule }>().data).toEqual(admin.json<{ data: UserSchedule }>().data);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: '/api/member/schedule?from=2026-01-01&to=2026-03-04',
      headers: m.member,
    });
    expect(tooLong.statusCode).toBe(422);
    for (const url of [
      '/api/member/today?date=2026-02-30',
      '/api/member/schedule?from=2026-03-05&to=2026-03-01',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: m.member });
      expect(refused.statusCode, url).toBe(422);
    }
  });
});
