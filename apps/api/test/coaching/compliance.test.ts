import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  complianceMessages,
  userMessages,
  type CalendarDateDetail,
  type CoachSession,
  type Compliance,
  type TrainingCalendar,
} from '@coachboard/contract';
import { userExerciseActivityLogs } from '../../src/db/schema/index.js';
import { refreshCompliance, refreshComplianceAfter } from '../../src/modules/coaching/public.js';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { postSession, todayUtc } from '../member/member-helpers.js';
import { createProgramViaApi, insertExercise } from '../programs/program-helpers.js';

interface Day {
  id: number;
  date: string;
  /** The day's exercises: day exercise id and prescribed sets. */
  places: Array<{ id: number; sets: number }>;
}

const setsData = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `set_${index + 1}`,
      { reps: 5, weight: 100, time: null, rir: null, rest: null },
    ]),
  );

describe('compliance, the training calendar and a session for the coach', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let coach: Record<string, string>;
  let moderator: Record<string, string>;
  const today = todayUtc();
  const ago = (days: number) => addDays(today, -days);

  /**
   * A member following a program from `startDate` (`perWeek` training days a week, `weeks` weeks), each training
   * day holding one exercise per entry of `exerciseSets` with that many sets.
   */
  const member = async (startDate: string, { perWeek = 4, weeks = 2, exerciseSets = [5] } = {}) => {
    const { user, password } = await createUser(t.db);
    const headers = bearer((await loginAs(t.app, user.email, password)).token);
    const program = await createProgramViaApi(t.app, owner, {
      name: `Plan ${crypto.randomBytes(3).toString('hex')}`,
      duration_weeks: weeks,
      training_days_per_week: perWeek,
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/training-programs/${program.id}/assign-user/${user.id}`,
      headers: owner,
      payload: { start_date: startDate },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const exercises = await Promise.all(
      exerciseSets.map((_, index) => insertExercise(t.db, `Lift ${index + 1}`)),
    );
    const rows = await t.db.execute<{ id: string; week: number; dow: number }>(sql`
      select d.id, w.sequence_number as week, d.day_of_the_week as dow
      from training_days d join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = ${program.id} and not d.is_rest_day
      order by w.sequence_number, d.day_of_the_week`);
    const days: Day[] = [];
    for (const row of rows.rows) {
      const places = [];
      for (const [index, count] of exerciseSets.entries()) {
        const [place] = await t.db
          .insert(userExerciseActivityLogs)
          .values({
            trainingDayId: Number(row.id),
            exerciseId: exercises[index]!.id,
            position: index + 1,
            setsData: setsData(count),
          })
          .returning({ id: userExerciseActivityLogs.id });
        places.push({ id: place!.id, sets: count });
      }
      days.push({ id: Number(row.id), date: addDays(startDate, (row.week - 1) * 7 + row.dow - 1), places });
    }
    return { user, headers, days, exercises };
  };

  /** Logs a workout of `day` performed on `performedOn` with sets 1..n of each place as `counts` says. */
  const log = async (
    who: { headers: Record<string, string> },
    day: Day,
    performedOn: string,
    counts: number[],
    extra: object[] = [],
  ) => {
    const sets = day.places.flatMap((place, index) =>
      Array.from({ length: counts[index] ?? 0 }, (_, set) => ({
        day_exercise_id: place.id,
        set_number: set + 1,
        reps: 5,
        weight: 100,
        completed: true,
      })),
    );
    const response = await postSession(t, who.headers, {
      client_id: crypto.randomUUID(),
      training_day_id: day.id,
      performed_on: performedOn,
      started_at: `${performedOn}T07:00:00Z`,
      finished_at: `${performedOn}T08:00:00Z`,
      sets: [...sets, ...extra],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };

  const get = async <T>(url: string, headers = coach) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const compliance = (userId: number, days = 7) =>
    get<Compliance>(`/api/users/${userId}/compliance?days=${days}`);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await adminAuthHeader(t.app, t.db);
    const signedIn = async (teamRole: 'coach' | 'moderator') => {
      const { user, password } = await createAdmin(t.db, { teamRole });
      return bearer((await loginAs(t.app, user.email, password)).token);
    };
    coach = await signedIn('coach');
    moderator = await signedIn('moderator');
  });
  afterAll(async () => t?.close());

  it("measures the issue's example: 4 training days × 5 sets = 20 prescribed, 15 done = 75%; rest days count nothing", async () => {
    // Week 1 runs over the 7-day window exactly: training days 1, 2, 4, 5 (days 3, 6, 7 rest).
    const m = await member(ago(6));
    const week1 = m.days.filter((day) => day.date <= today);
    expect(week1.map((day) => day.date)).toEqual([ago(6), ago(5), ago(3), ago(2)]);
    await log(m, week1[0]!, week1[0]!.date, [5]);
    await log(m, week1[1]!, week1[1]!.date, [5]);
    await log(m, week1[2]!, week1[2]!.date, [5]);
    const figures = await compliance(m.user.id);
    expect(figures).toMatchObject({
      percentage: 75,
      prescribed_sets: 20,
      done_sets: 15,
      sessions_planned: 4,
      sessions_done: 3,
      days: 7,
      from: ago(6),
      to: today,
    });
    const weeks = figures.weeks.filter((week) => week.sessions_planned > 0);
    expect(weeks.reduce((sum, week) => sum + week.prescribed_sets, 0)).toBe(20);
    expect(weeks.reduce((sum, week) => sum + week.done_sets, 0)).toBe(15);
  });

  it('counts a workout done a day late for the day it was scheduled', async () => {
    const m = await member(ago(6));
    const [first] = m.days;
    await log(m, first!, ago(5), [5]);
    const figures = await compliance(m.user.id);
    expect(figures).toMatchObject({ prescribed_sets: 20, done_sets: 5, sessions_done: 1, percentage: 25 });
  });

  it('counts a swapped-in exercise for the one it replaced; an added exercise counts nothing', async () => {
    const m = await member(ago(6));
    const other = await insertExercise(t.db, 'Leg Press');
    const day = m.days[0]!;
    const swap = [1, 2, 3].map((set) => ({
      exercise_id: other.id,
      replaces_day_exercise_id: day.places[0]!.id,
      set_number: set,
      reps: 10,
      weight: 150,
      completed: true,
    }));
    const curl = await insertExercise(t.db, 'Leg Curl');
    const added = [1, 2].map((set) => ({ exercise_id: curl.id, set_number: set, reps: 10, completed: true }));
    await log(m, day, day.date, [0], [...swap, ...added]);
    expect(await compliance(m.user.id)).toMatchObject({ prescribed_sets: 20, done_sets: 3, percentage: 15 });
  });

  it('measures a logged day against the prescription it was logged with, not the edited program', async () => {
    const m = await member(ago(6));
    const [logged, , unlogged] = m.days;
    await log(m, logged!, logged!.date, [5]);
    // The coach edits the program afterwards: the logged day loses two sets and another day gains three.
    await t.db
      .execute(sql`update user_exercise_activity_logs set sets_data = ${JSON.stringify(setsData(3))}::jsonb
      where id = ${logged!.places[0]!.id}`);
    await t.db
      .execute(sql`update user_exercise_activity_logs set sets_data = ${JSON.stringify(setsData(8))}::jsonb
      where id = ${unlogged!.places[0]!.id}`);
    // The logged day still prescribes 5 (done 5); the unlogged one is measured as the day is now (8).
    expect(await compliance(m.user.id)).toMatchObject({ prescribed_sets: 5 + 5 + 8 + 5, done_sets: 5 });
    const session = await get<CoachSession>(
      `/api/users/${m.user.id}/sessions/${await firstSessionId(m.user.id)}`,
    );
    expect(session.prescription).toEqual([
      expect.objectContaining({ day_exercise_id: logged!.places[0]!.id, set_count: 5 }),
    ]);
    expect(session.figures).toEqual({ prescribed_sets: 5, done_sets: 5, percentage: 100 });
  });

  const firstSessionId = async (userId: number) => {
    const rows = await t.db.execute<{ id: string }>(
      sql`select id from workout_sessions where user_id = ${userId} order by id limit 1`,
    );
    return Number(rows.rows[0]!.id);
  };

  it('counts nothing before a start date in the middle of the window', async () => {
    // Starting 2 days ago: days 1 and 2 of week 1 are in the window, nothing before them.
    const m = await member(ago(1));
    await log(m, m.days[0]!, ago(1), [5]);
    expect(await compliance(m.user.id)).toMatchObject({
      prescribed_sets: 10,
      done_sets: 5,
      sessions_planned: 2,
      percentage: 50,
    });
    expect(await compliance(m.user.id, 30)).toMatchObject({ prescribed_sets: 10, done_sets: 5 });
  });

  it('caps each exercise at 100%: extra sets and a second workout for the day do not make up another exercise', async () => {
    const m = await member(ago(6), { exerciseSets: [5, 5] });
    const day = m.days[0]!;
    const extra = [6, 7].map((set) => ({
      day_exercise_id: day.places[0]!.id,
      set_number: set,
      reps: 5,
      weight: 100,
      completed: true,
    }));
    await log(m, day, day.date, [5, 0], extra);
    await log(m, day, addDays(day.date, 1), [5, 0]);
    // 4 days × 2 exercises × 5 sets = 40 prescribed; the first exercise of one day done, no more.
    expect(await compliance(m.user.id)).toMatchObject({
      prescribed_sets: 40,
      done_sets: 5,
      percentage: 12.5,
    });
  });

  it('counts only completed sets, and nothing of a deleted workout', async () => {
    const m = await member(ago(6));
    const day = m.days[0]!;
    const incomplete = { day_exercise_id: day.places[0]!.id, set_number: 5, reps: 2, completed: false };
    await log(m, day, day.date, [4], [incomplete]);
    const gone = await log(m, m.days[1]!, m.days[1]!.date, [5]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/member/sessions/${gone}`,
      headers: m.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await compliance(m.user.id)).toMatchObject({ done_sets: 4, sessions_done: 1 });
  });

  it('answers 422 for another window, 404 for a panel account or a missing user, 403 for a moderator', async () => {
    const m = await member(ago(6));
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/users/${m.user.id}/compliance?days=14`,
      headers: coach,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(complianceMessages.daysInvalid);
    const { user: panel } = await createAdmin(t.db, { teamRole: 'coach' });
    for (const id of [panel.id, 99_999_999]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/users/${id}/compliance`,
        headers: coach,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(userMessages.notFound);
    }
    for (const url of [
      `/api/users/${m.user.id}/compliance`,
      `/api/users/${m.user.id}/training-calendar`,
      `/api/users/${m.user.id}/training-calendar/${today}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: moderator })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: owner })).statusCode).toBe(200);
    }
  });

  it('gives the calendar done, partial, missed, rest and planned days, with the workouts counted for each', async () => {
    // Week 1 ended the day before yesterday for a program started 8 days ago; week 2 has today's training day.
    const m = await member(ago(8), { perWeek: 4, weeks: 2 });
    const byDate = new Map(m.days.map((day) => [day.date, day]));
    const done = await log(m, byDate.get(ago(8))!, ago(8), [5]);
    const partial = await log(m, byDate.get(ago(7))!, ago(7), [2]);
    const late = await log(m, byDate.get(ago(5))!, ago(4), [5]);
    const calendar = await get<TrainingCalendar>(`/api/users/${m.user.id}/training-calendar`);
    expect(calendar.days).toHaveLength(84);
    const status = (date: string) => calendar.days.find((day) => day.date === date)!;
    expect(status(ago(9))).toMatchObject({ status: 'none', session_ids: [] });
    expect(status(ago(8))).toMatchObject({
      status: 'done',
      session_ids: [done],
      prescribed_sets: 5,
      done_sets: 5,
    });
    expect(status(ago(7))).toMatchObject({ status: 'partial', session_ids: [partial], done_sets: 2 });
    expect(status(ago(6))).toMatchObject({ status: 'rest' });
    expect(status(ago(5))).toMatchObject({
      status: 'done',
      session_ids: [late],
      day_names: ['Week 1 · Day 4'],
    });
    expect(status(ago(4))).toMatchObject({ status: 'missed', session_ids: [] });
    // Week 2 day 1 is yesterday (missed), day 2 today (planned).
    expect(status(ago(1))).toMatchObject({ status: 'missed' });
    expect(status(today)).toMatchObject({ status: 'planned' });

    const detail = await get<CalendarDateDetail>(`/api/users/${m.user.id}/training-calendar/${ago(7)}`);
    expect(detail.status).toBe('partial');
    expect(detail.training_days).toEqual([
      expect.objectContaining({
        day_name: 'Week 1 · Day 2',
        exercises: [expect.objectContaining({ exercise_name: 'Lift 1', set_count: 5 })],
      }),
    ]);
    expect(detail.sessions.map((session) => session.id)).toEqual([partial]);
    const sets = detail.sessions[0]!.sets;
    expect(sets.map((set) => [set.set_number, set.reps, set.target.reps, set.target.weight])).toEqual([
      [1, 5, 5, 100],
      [2, 5, 5, 100],
    ]);
    const missed = await get<CalendarDateDetail>(`/api/users/${m.user.id}/training-calendar/${ago(4)}`);
    expect(missed).toMatchObject({ status: 'missed', sessions: [] });
    expect(missed.training_days[0]!.exercises[0]!.sets).toHaveLength(5);
  });

  it("answers a session only to its own user's address: another user's session is 404", async () => {
    const a = await member(ago(6));
    const b = await member(ago(6));
    const session = await log(a, a.days[0]!, a.days[0]!.date, [3]);
    const own = await get<CoachSession>(`/api/users/${a.user.id}/sessions/${session}`);
    expect(own).toMatchObject({ id: session, figures: { prescribed_sets: 5, done_sets: 3, percentage: 60 } });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users/${b.user.id}/sessions/${session}`,
      headers: coach,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(complianceMessages.sessionNotFound);
  });

  it('queues a refresh of the kept figures with each workout, and keeps them when it runs', async () => {
    const m = await member(ago(6));
    await log(m, m.days[0]!, m.days[0]!.date, [5]);
    const queued = await t.db.execute<{ count: number }>(sql`
      select count(*)::int as count from graphile_worker.jobs
      where task_identifier = 'refresh_compliance' and key = ${`compliance:${m.user.id}`}`);
    expect(queued.rows[0]!.count).toBe(1);
    await refreshCompliance(t.db, [m.user.id]);
    const [kept] = (
      await t.db.execute<{ c7: string; c30: string; last_day: string }>(sql`
        select compliance_7d as c7, compliance_30d as c30, to_char(last_training_day, 'YYYY-MM-DD') as last_day
        from users where id = ${m.user.id}`)
    ).rows;
    expect(kept).toEqual({ c7: '25.0', c30: '25.0', last_day: ago(2) });
  });

  it('ends a refresh between two users when the queue aborts it for a shutdown, keeping nothing', async () => {
    const m = await member(ago(6));
    await log(m, m.days[0]!, m.days[0]!.date, [5]);
    const before = await t.db.execute<{ measured: string | null }>(
      sql`select compliance_measured_on::text as measured from users where id = ${m.user.id}`,
    );
    const shutdown = new AbortController();
    shutdown.abort();
    await expect(refreshCompliance(t.db, [m.user.id], todayUtc(), shutdown.signal)).rejects.toThrow(/abort/i);
    await expect(refreshComplianceAfter(t.db, 0, 2, todayUtc(), shutdown.signal)).rejects.toThrow(/abort/i);
    const after = await t.db.execute<{ measured: string | null }>(
      sql`select compliance_measured_on::text as measured from users where id = ${m.user.id}`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('steps the daily measure a batch per job, each step naming the last user it measured', async () => {
    await member(ago(6));
    await member(ago(6));
    await member(ago(6));
    const today = todayUtc();
    const users = await t.db.execute<{ id: string }>(
      sql`select id from users where role = 'user' and deleted_at is null order by id`,
    );
    const ids = users.rows.map((row) => Number(row.id));
    const steps: (number | null)[] = [];
    let afterId: number | null = 0;
    while (afterId !== null) {
      afterId = await refreshComplianceAfter(t.db, afterId, 2, today);
      steps.push(afterId);
    }
    // A full batch names its last user; the step that finds fewer than two (or none) ends the chain.
    const fullBatches = Math.floor(ids.length / 2);
    expect(steps).toEqual([...Array.from({ length: fullBatches }, (_, index) => ids[2 * index + 1]), null]);
    const unmeasured = await t.db.execute<{ count: number }>(sql`
      select count(*)::int as count from users
      where role = 'user' and deleted_at is null and compliance_measured_on is distinct from ${today}::date`);
    expect(unmeasured.rows[0]!.count).toBe(0);
  });
});
