import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutSession } from '@coachboard/contract';
import { sql } from 'drizzle-orm';
import { bearer, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import {
  addDays,
  getSession,
  memberWithProgram,
  postSession,
  todayUtc,
  workoutBody,
} from './member-helpers.js';

/** What a workout is measured against is the prescription when it was logged, whatever the program does later. */
describe('the prescription copy of logged sets', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof memberWithProgram>>;

  const targetsOf = (session: WorkoutSession) => session.sets.map((set) => set.target);

  beforeAll(async () => {
    t = await createTestApp();
    m = await memberWithProgram(t, addDays(todayUtc(), -7));
  });
  afterAll(async () => t?.close());

  it('survives an edit of the day exercise sets and an edit of the workout itself', async () => {
    const logged = await postSession(
      t,
      m.member,
      workoutBody(m.week1.dayId, m.week1.log.id, addDays(todayUtc(), -7)),
    );
    expect(logged.statusCode, logged.body).toBe(201);
    const session = logged.json<{ data: WorkoutSession }>().data;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/user-exercise-activity-logs/${m.week1.log.id}`,
      headers: m.coach,
      payload: {
        sets_data: {
          set_1: { reps: 5, weight: 100, time: null, rir: 1, rest: 90 },
          set_2: { reps: 5, weight: 100, time: null, rir: 1, rest: 90 },
        },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(targetsOf(await getSession(t, m.member, session.id))).toEqual(targetsOf(session));

    // The member edits the workout after the program changed: sets it held keep their copy.
    const {
      client_id: _c,
      training_day_id: _d,
      ...body
    } = workoutBody(m.week1.dayId, m.week1.log.id, addDays(todayUtc(), -7));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/member/sessions/${session.id}`,
      headers: m.member,
      payload: {
        ...body,
        sets: [...body.sets, { day_exercise_id: m.week1.log.id, set_number: 3, reps: 6, weight: 45 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: WorkoutSession }>().data;
    expect(targetsOf(after).slice(0, 2)).toEqual(targetsOf(session));
    // A set new to the workout is measured against today's prescription, which has no third set.
    expect(after.sets[2]!.target).toMatchObject({ reps: null });
  });

  it('survives a progression over the week it was logged in, and the exercise leaving the library', async () => {
    const progression = (step_kg: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/training-days/${m.week1.dayId}/exercises/${m.week1.log.id}/progression`,
        headers: m.coach,
        payload: { rule: { type: 'linear_load', step_kg }, weeks: 1 },
      });
    const first = await progression(2.5);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const week2 = await t.db.execute<{ id: string; training_day_id: string }>(sql`
      select l.id, l.training_day_id from user_exercise_activity_logs l
      join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = ${m.program.id} and w.sequence_number = 2 and d.day_of_the_week = 1`);
    const place = week2.rows[0]!;
    const logged = await postSession(
      t,
      m.member,
      workoutBody(Number(place.training_day_id), Number(place.id)),
    );
    expect(logged.statusCode, logged.body).toBe(201);
    const session = logged.json<{ data: WorkoutSession }>().data;

    const weightOfPlace = async () =>
      (
        await t.db.execute<{ weight: number }>(sql`
          select (sets_data->'set_1'->>'weight')::float as weight
          from user_exercise_activity_logs_with_trash where id = ${place.id}`)
      ).rows[0]!.weight;
    const loggedAgainst = await weightOfPlace();
    const second = await progression(10);
    expect(second.statusCode, second.body).toBeLessThan(300);
    // The progression did rewrite the place the workout was logged against.
    expect(await weightOfPlace()).not.toBe(loggedAgainst);
    expect(targetsOf(await getSession(t, m.member, session.id))).toEqual(targetsOf(session));

    await t.db.execute(sql`delete from exercises_with_trash where id = ${m.exercise.id}`);
    const gone = await getSession(t, m.member, session.id);
    expect(targetsOf(gone)).toEqual(targetsOf(session));
    expect(gone.sets[0]).toMatchObject({ exercise_id: null, exercise_name: 'Back Squat', reps: 10 });
  });

  it('survives a template sync into the personal copy it was logged on', async () => {
    const template = await createProgramViaApi(t.app, m.coach, { name: 'Template sync', duration_weeks: 2 });
    const weeks = await weeksOf(t.app, m.coach, template.id);
    const bench = await createExerciseViaApi(t.app, m.coach, { name: 'Bench Press sync' });
    const templateLog = await addToDay(t.app, m.coach, {
      exercise_id: bench.id,
      training_day_id: dayId(weeks, 1, 1),
    });
    const setsOf = (reps: number, weight: number) => ({
      sets_data: {
        set_1: { reps, weight, time: null, rir: 2, rest: 90 },
        set_2: { reps, weight, time: null, rir: 2, rest: 90 },
      },
    });
    const patchTemplate = (reps: number, weight: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user-exercise-activity-logs/${templateLog.id}`,
        headers: m.coach,
        payload: setsOf(reps, weight),
      });
    expect((await patchTemplate(10, 40)).statusCode).toBe(200);

    const { user, password } = await createUser(t.db);
    const member = bearer((await loginAs(t.app, user.email, password)).token);
    const performedOn = addDays(todayUtc(), -3);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/training-programs/${template.id}/assign-user/${user.id}`,
      headers: m.coach,
      payload: { mode: 'copy', start_date: performedOn },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const copyId = assigned.json<{ data: { assignment: { program_id: number } } }>().data.assignment
      .program_id;
    expect(copyId).not.toBe(template.id);
    const copyPlace = async () =>
      (
        await t.db.execute<{ id: string; training_day_id: string; reps: number }>(sql`
          select l.id, l.training_day_id, (l.sets_data->'set_1'->>'reps')::int as reps
          from user_exercise_activity_logs l join training_days d on d.id = l.training_day_id
          join training_weeks w on w.id = d.training_week_id
          where w.training_program_id = ${copyId} and w.sequence_number = 1 and d.day_of_the_week = 1`)
      ).rows[0]!;
    const place = await copyPlace();
    expect(place.reps).toBe(10);

    const logged = await postSession(
      t,
      member,
      workoutBody(Number(place.training_day_id), Number(place.id), performedOn),
    );
    expect(logged.statusCode, logged.body).toBe(201);
    const session = logged.json<{ data: WorkoutSession }>().data;
    expect(session.sets[0]!.target).toMatchObject({ reps: 10, weight: 40 });

    expect((await patchTemplate(6, 60)).statusCode).toBe(200);
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/training-programs/${template.id}/sync`,
      headers: m.coach,
      payload: {},
    });
    expect(synced.statusCode, synced.body).toBe(200);
    // The sync did rewrite the personal copy's place the workout was logged against.
    expect((await copyPlace()).reps).toBe(6);
    expect(targetsOf(await getSession(t, member, session.id))).toEqual(targetsOf(session));
  });
});
