import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exerciseMessages,
  setMessages,
  trainingDayMessages,
  type ActivityLog,
  type TrainingDayEditor,
  type TrainingWeek,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';

describe('exercises on training days (user exercise activity logs)', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  let programId: number;
  let weeks: TrainingWeek[];
  const exerciseIds: number[] = [];

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/user-exercise-activity-logs${url}`,
      headers: admin,
      ...(payload ? { payload } : {}),
    });
  const dayDetail = async (sequence: number, dayOfTheWeek: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${programId}/training-weeks/${weeks[sequence - 1]!.id}/training-days/${dayId(weeks, sequence, dayOfTheWeek)}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TrainingDayEditor }>().data;
  };
  const order = (day: TrainingDayEditor) =>
    day.user_exercise_activity_logs.map((log) => [log.position, log.exercise.name]);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    // 3 weeks, 3 training days a week: days 1, 3 and 5; the rest are rest days.
    programId = (await createProgramViaApi(ctx.app, admin, { duration_weeks: 3, training_days_per_week: 3 }))
      .id;
    weeks = await weeksOf(ctx.app, admin, programId);
    for (const [name, link] of [
      ['Squat', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['Bench Press', null],
      ['Row', null],
      ['Plank', null],
    ] as const) {
      exerciseIds.push(
        (await createExerciseViaApi(ctx.app, admin, { name, yt_link: link, target_muscle_group: 'legs' })).id,
      );
    }
  });
  afterAll(() => ctx.close());

  describe('POST /user-exercise-activity-logs/add-new', () => {
    it('puts the exercise at the end of the day with one default set and lists it under the program', async () => {
      const first = await addToDay(ctx.app, admin, {
        exercise_id: exerciseIds[0]!,
        training_day_id: dayId(weeks, 1, 1),
      });
      expect(first).toMatchObject({
        training_day_id: dayId(weeks, 1, 1),
        position: 1,
        assigned_days: 1,
        sets_data: { set_1: { reps: 1, weight: null, time: null, rir: null, rest: null } },
        exercise: {
          id: exerciseIds[0],
          name: 'Squat',
          yt_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          target_muscle_group: 'legs',
        },
      });
      const second = await addToDay(ctx.app, admin, {
        exercise_id: exerciseIds[1]!,
        training_day_id: dayId(weeks, 1, 1),
      });
      expect(second.position).toBe(2);
      // Without is_persistent only that day changes.
      expect((await dayDetail(2, 1)).user_exercise_activity_logs).toEqual([]);
      const program = await ctx.app.inject({
        method: 'GET',
        url: `/api/training-programs/${programId}`,
        headers: admin,
      });
      expect(program.json().data.exercises.map((e: { name: string }) => e.name)).toEqual([
        'Bench Press',
        'Squat',
      ]);
    });

    it('with is_persistent also fills every training day with the same day of the week', async () => {
      const added = await send('POST', '/add-new', {
        exercise_id: exerciseIds[2],
        training_day_id: dayId(weeks, 2, 3),
        is_persistent: true,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        message: 'Row assigned to 3 training days',
        data: { assigned_days: 3 },
      });
      for (const sequence of [1, 2, 3]) expect(order(await dayDetail(sequence, 3))).toEqual([[1, 'Row']]);
      expect((await dayDetail(1, 5)).user_exercise_activity_logs).toEqual([]);
    });

    it('refuses a rest day and a day that already holds the exercise with 409', async () => {
      const rest = await send('POST', '/add-new', {
        exercise_id: exerciseIds[0],
        training_day_id: dayId(weeks, 1, 2),
      });
      expect(rest.statusCode).toBe(409);
      expect(rest.json().message).toBe(trainingDayMessages.restDay);
      const twice = await send('POST', '/add-new', {
        exercise_id: exerciseIds[0],
        training_day_id: dayId(weeks, 1, 1),
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(trainingDayMessages.alreadyOnDay);
    });

    it('answers 404 for a missing day or exercise and 422 for a malformed body', async () => {
      const noDay = await send('POST', '/add-new', { exercise_id: exerciseIds[0], training_day_id: 999999 });
      expect(noDay.statusCode).toBe(404);
      expect(noDay.json().message).toBe(trainingDayMessages.notFound);
      const noExercise = await send('POST', '/add-new', {
        exercise_id: 999999,
        training_day_id: dayId(weeks, 1, 5),
      });
      expect(noExercise.json().message).toBe(exerciseMessages.notFound);
      const malformed = await send('POST', '/add-new', {
        exercise_id: 'abc',
        training_day_id: dayId(weeks, 1, 5),
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toHaveProperty('exercise_id');
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: '/api/user-exercise-activity-logs/add-new',
        payload: { exercise_id: exerciseIds[0], training_day_id: dayId(weeks, 1, 5) },
      });
    });
  });

  describe('POST /user-exercise-activity-logs/update-positions', () => {
    it('applies the new order and numbers the day 1..n', async () => {
      const day = dayId(weeks, 3, 5);
      const logs: ActivityLog[] = [];
      for (const id of exerciseIds)
        logs.push(await addToDay(ctx.app, admin, { exercise_id: id, training_day_id: day }));
      const [squat, bench, row, plank] = logs as [ActivityLog, ActivityLog, ActivityLog, ActivityLog];
      const response = await send('POST', '/update-positions', {
        training_day_id: day,
        positions: { [plank.id]: 1, [squat.id]: 2, [row.id]: 3, [bench.id]: 4 },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((log: ActivityLog) => log.id)).toEqual([
        plank.id,
        squat.id,
        row.id,
        bench.id,
      ]);
      expect(order(await dayDetail(3, 5))).toEqual([
        [1, 'Plank'],
        [2, 'Squat'],
        [3, 'Row'],
        [4, 'Bench Press'],
      ]);
      // A partial map moves the named logs and keeps the others in order.
      await send('POST', '/update-positions', { training_day_id: day, positions: { [bench.id]: 1 } });
      expect(order(await dayDetail(3, 5)).map(([, name]) => name)).toEqual([
        'Bench Press',
        'Plank',
        'Squat',
        'Row',
      ]);
    });

    it('refuses logs of another day with 422 and changes nothing', async () => {
      const day = dayId(weeks, 3, 5);
      const before = order(await dayDetail(3, 5));
      const other = (await dayDetail(1, 1)).user_exercise_activity_logs[0]!;
      const mine = (await dayDetail(3, 5)).user_exercise_activity_logs[0]!;
      const response = await send('POST', '/update-positions', {
        training_day_id: day,
        positions: { [mine.id]: 4, [other.id]: 1 },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: trainingDayMessages.positionsOtherDay,
        errors: { positions: [trainingDayMessages.positionsOtherDay] },
      });
      expect(order(await dayDetail(3, 5))).toEqual(before);
    });

    it('refuses a malformed map and answers 404 for a missing day', async () => {
      const bad = await send('POST', '/update-positions', {
        training_day_id: dayId(weeks, 3, 5),
        positions: {},
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe(trainingDayMessages.positionsRequired);
      const missing = await send('POST', '/update-positions', {
        training_day_id: 999999,
        positions: { 1: 1 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: '/api/user-exercise-activity-logs/update-positions',
        payload: { training_day_id: dayId(weeks, 1, 1), positions: { 1: 1 } },
      });
    });
  });

  describe('PATCH /user-exercise-activity-logs/{logId}', () => {
    it('saves sets in order, filling missing values with null', async () => {
      const log = (await dayDetail(1, 1)).user_exercise_activity_logs[0]!;
      const response = await send('PATCH', `/${log.id}`, {
        sets_data: {
          set_2: { reps: 8, weight: 62.5, rest: 120, rir: 1 },
          set_1: { reps: 10, weight: 60, time: null, rir: 2, rest: 90 },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.sets_data).toEqual({
        set_1: { reps: 10, weight: 60, time: null, rir: 2, rest: 90 },
        set_2: { reps: 8, weight: 62.5, time: null, rir: 1, rest: 120 },
      });
      expect((await dayDetail(1, 1)).user_exercise_activity_logs[0]!.sets_data).toEqual(
        response.json().data.sets_data,
      );
    });

    it.each([
      [{ set_1: { reps: 0 } }, 'sets_data.set_1.reps', setMessages.repsMin],
      [{ set_1: { reps: 1.5 } }, 'sets_data.set_1.reps', setMessages.repsWhole],
      [{ set_1: { reps: 5, weight: 0 } }, 'sets_data.set_1.weight', setMessages.weightMin],
      [{ set_1: { reps: 5, weight: 20.25 } }, 'sets_data.set_1.weight', setMessages.weightStep],
      [{ set_1: { reps: 5, time: -1 } }, 'sets_data.set_1.time', setMessages.timeInvalid],
      [{ set_1: { reps: 5, rest: 2.5 } }, 'sets_data.set_1.rest', setMessages.restInvalid],
      [{ set_1: { reps: 5, rir: -2 } }, 'sets_data.set_1.rir', setMessages.rirInvalid],
      [{ set_1: { reps: 5 }, set_3: { reps: 5 } }, 'sets_data', setMessages.setsNumbering],
    ])('refuses %o with 422 on %s', async (setsData, field, message) => {
      const log = (await dayDetail(1, 1)).user_exercise_activity_logs[0]!;
      const response = await send('PATCH', `/${log.id}`, { sets_data: setsData });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
    });

    it('answers 404 for a missing log', async () => {
      const response = await send('PATCH', '/999999', { sets_data: { set_1: { reps: 1 } } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(trainingDayMessages.logNotFound);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'PATCH' as 'POST',
        url: '/api/user-exercise-activity-logs/1',
        payload: { sets_data: { set_1: { reps: 1 } } },
      });
    });
  });

  describe('DELETE /user-exercise-activity-logs/{logId}', () => {
    it('takes the exercise off the day and closes the gap in positions', async () => {
      const before = (await dayDetail(3, 5)).user_exercise_activity_logs;
      const response = await send('DELETE', `/${before[1]!.id}`);
      expect(response.statusCode).toBe(200);
      const after = await dayDetail(3, 5);
      expect(after.user_exercise_activity_logs.map((log) => log.position)).toEqual([1, 2, 3]);
      expect(after.user_exercise_activity_logs.map((log) => log.id)).toEqual([
        before[0]!.id,
        before[2]!.id,
        before[3]!.id,
      ]);
      expect((await send('DELETE', `/${before[1]!.id}`)).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'DELETE',
        url: '/api/user-exercise-activity-logs/1',
      });
    });
  });
});
