import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  daysHoldExercisesMessage,
  programApiMessages,
  programMessages,
  weeksHoldExercisesMessage,
  type UpdateProgramInput,
} from '@coachboard/contract';
import { trainingDays, trainingWeeks, userExerciseActivityLogs } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  assignExerciseToDay,
  createProgramViaApi,
  expectAdminOnly,
  insertExercise,
  nonAdminAuthHeader,
  programRow,
  scheduleOf,
  trainingDayNumbers,
  type AuthHeader,
} from './program-helpers.js';

const baseUpdate: UpdateProgramInput = {
  name: 'Updated',
  program_type: 'cardio',
  difficulty_level: 'advanced',
  workout_duration: '90 mins',
  description: 'New description',
};

describe('PUT /api/training-programs/{id}', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const put = (id: number, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/training-programs/${id}`, headers: admin, payload });

  const weekIdsOf = async (programId: number) =>
    (
      await ctx.db
        .select({ id: trainingWeeks.id, sequence: trainingWeeks.sequenceNumber })
        .from(trainingWeeks)
        .where(eq(trainingWeeks.trainingProgramId, programId))
        .orderBy(trainingWeeks.sequenceNumber)
    ).map((week) => week.id);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('updates the fields the list page sends and keeps the schedule', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 3,
      training_days_per_week: 2,
    });
    const weeksBefore = await weekIdsOf(program.id);
    const response = await put(program.id, { ...baseUpdate, image: 'http://ignored.example/x.png' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: programApiMessages.updated,
      data: {
        id: program.id,
        name: 'Updated',
        program_type: 'cardio',
        difficulty_level: 'advanced',
        workout_duration: '90 mins',
        description: 'New description',
        duration_weeks: 3,
        training_days_per_week: 2,
        image: null,
        is_admin: true,
        users: [],
        exercises: [],
      },
    });
    expect(await weekIdsOf(program.id)).toEqual(weeksBefore);
    const row = await programRow(ctx.db, program.id);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it('keeps the workout duration when it is omitted and clears an empty description', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { workout_duration: '60 mins' });
    const { workout_duration: _omitted, ...withoutDuration } = baseUpdate;
    const response = await put(program.id, { ...withoutDuration, description: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ workout_duration: '60 mins', description: null });
  });

  it('adds weeks at the end with the current training-day pattern, keeping existing weeks', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 2,
      training_days_per_week: 4,
    });
    const before = await weekIdsOf(program.id);
    const response = await put(program.id, { ...baseUpdate, duration_weeks: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.duration_weeks).toBe(5);
    const after = await weekIdsOf(program.id);
    expect(after.slice(0, 2)).toEqual(before);
    const schedule = await scheduleOf(ctx.db, program.id);
    expect([...schedule.keys()]).toEqual([1, 2, 3, 4, 5]);
    for (const days of schedule.values()) expect(trainingDayNumbers(days)).toEqual([1, 2, 4, 5]);
  });

  it('removes weeks at the end when none of them holds exercises', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 6 });
    const before = await weekIdsOf(program.id);
    const response = await put(program.id, { ...baseUpdate, duration_weeks: 2 });
    expect(response.statusCode).toBe(200);
    expect(await weekIdsOf(program.id)).toEqual(before.slice(0, 2));
    const removedDays = await ctx.db
      .select()
      .from(trainingDays)
      .where(eq(trainingDays.trainingWeekId, before[5]!));
    expect(removedDays).toEqual([]);
  });

  it('re-marks every week when the training days per week change, keeping day ids', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 3,
      training_days_per_week: 3,
    });
    const exercise = await insertExercise(ctx.db, 'Row');
    // A day that stays a training day may hold exercises: 3 -> 5 days keeps day 3 as a training day.
    const { dayId } = await assignExerciseToDay(ctx.db, program.id, 2, 3, exercise.id);
    const response = await put(program.id, { ...baseUpdate, training_days_per_week: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.training_days_per_week).toBe(5);
    const schedule = await scheduleOf(ctx.db, program.id);
    for (const days of schedule.values()) expect(trainingDayNumbers(days)).toEqual([1, 2, 3, 4, 5]);
    const [day] = await ctx.db.select().from(trainingDays).where(eq(trainingDays.id, dayId));
    expect(day?.isRestDay).toBe(false);
  });

  it('changes duration and training days together', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 4,
      training_days_per_week: 6,
    });
    const response = await put(program.id, { ...baseUpdate, duration_weeks: 2, training_days_per_week: 1 });
    expect(response.statusCode).toBe(200);
    const schedule = await scheduleOf(ctx.db, program.id);
    expect([...schedule.keys()]).toEqual([1, 2]);
    for (const days of schedule.values()) expect(trainingDayNumbers(days)).toEqual([1]);
    const longer = await put(program.id, { ...baseUpdate, duration_weeks: 3, training_days_per_week: 2 });
    expect(longer.statusCode).toBe(200);
    const reshaped = await scheduleOf(ctx.db, program.id);
    expect([...reshaped.keys()]).toEqual([1, 2, 3]);
    for (const days of reshaped.values()) expect(trainingDayNumbers(days)).toEqual([1, 4]);
  });

  it('refuses with 409 to remove weeks that hold exercises, naming them, and changes nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Original', duration_weeks: 6 });
    const exercise = await insertExercise(ctx.db, 'Lunge');
    await assignExerciseToDay(ctx.db, program.id, 4, 1, exercise.id);
    await assignExerciseToDay(ctx.db, program.id, 6, 3, exercise.id);
    await assignExerciseToDay(ctx.db, program.id, 6, 5, exercise.id);
    const before = await weekIdsOf(program.id);

    const response = await put(program.id, { ...baseUpdate, duration_weeks: 3 });
    expect(response.statusCode).toBe(409);
    const message = weeksHoldExercisesMessage([4, 6]);
    expect(message).toBe(
      'Cannot remove Week 4 and Week 6: they hold assigned exercises. Unassign them first.',
    );
    expect(response.json()).toEqual({ success: false, message, errors: { duration_weeks: [message] } });
    expect(await weekIdsOf(program.id)).toEqual(before);
    expect((await programRow(ctx.db, program.id))?.name).toBe('Original');

    // Week 5 holds nothing: shortening to 4 weeks is still refused because of week 6 only.
    const toFour = await put(program.id, { ...baseUpdate, duration_weeks: 4 });
    expect(toFour.statusCode).toBe(409);
    expect(toFour.json().message).toBe(weeksHoldExercisesMessage([6]));
    expect(toFour.json().message).toContain('Week 6: it holds');
  });

  it('refuses with 409 to turn days with exercises into rest days, naming them by absolute day number', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 3,
      training_days_per_week: 5,
    });
    const exercise = await insertExercise(ctx.db, 'Press');
    await assignExerciseToDay(ctx.db, program.id, 1, 3, exercise.id); // Day 3 stays a training day with 3 a week
    await assignExerciseToDay(ctx.db, program.id, 2, 2, exercise.id); // Day 9 would become a rest day
    await assignExerciseToDay(ctx.db, program.id, 3, 4, exercise.id); // Day 18 would become a rest day
    const response = await put(program.id, { ...baseUpdate, training_days_per_week: 3 });
    expect(response.statusCode).toBe(409);
    const message = daysHoldExercisesMessage([9, 18]);
    expect(message).toBe(
      'Cannot turn Day 9 and Day 18 into rest days: they hold assigned exercises. Unassign them first.',
    );
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: { training_days_per_week: [message] },
    });
    const schedule = await scheduleOf(ctx.db, program.id);
    for (const days of schedule.values()) expect(trainingDayNumbers(days)).toEqual([1, 2, 3, 4, 5]);
    expect((await programRow(ctx.db, program.id))?.trainingDaysPerWeek).toBe(5);
  });

  it('reports blocked weeks and days together and ignores days in weeks that stay untouched', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 3,
      training_days_per_week: 7,
    });
    const exercise = await insertExercise(ctx.db, 'Plank');
    await assignExerciseToDay(ctx.db, program.id, 1, 7, exercise.id); // Day 7 -> rest with 1 a week
    await assignExerciseToDay(ctx.db, program.id, 3, 2, exercise.id); // week 3 removed
    await assignExerciseToDay(ctx.db, program.id, 2, 1, exercise.id); // Day 8 stays a training day
    const response = await put(program.id, { ...baseUpdate, duration_weeks: 2, training_days_per_week: 1 });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.errors).toEqual({
      duration_weeks: [weeksHoldExercisesMessage([3])],
      training_days_per_week: [daysHoldExercisesMessage([7])],
    });
    expect(body.message).toBe(`${weeksHoldExercisesMessage([3])} ${daysHoldExercisesMessage([7])}`);
  });

  it('lets a shortening through once the blocking exercises are gone', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 2 });
    const exercise = await insertExercise(ctx.db, 'Curl');
    const { log } = await assignExerciseToDay(ctx.db, program.id, 2, 1, exercise.id);
    expect((await put(program.id, { ...baseUpdate, duration_weeks: 1 })).statusCode).toBe(409);
    await ctx.db.delete(userExerciseActivityLogs).where(eq(userExerciseActivityLogs.id, log.id));
    expect((await put(program.id, { ...baseUpdate, duration_weeks: 1 })).statusCode).toBe(200);
  });

  const invalidUpdates: [string, Record<string, unknown>, string, string][] = [
    ['blank name', { name: ' ' }, 'name', programMessages.nameRequired],
    ['long name', { name: 'y'.repeat(256) }, 'name', programMessages.nameTooLong],
    ['missing type', { program_type: undefined }, 'program_type', programMessages.typeRequired],
    [
      'missing difficulty',
      { difficulty_level: undefined },
      'difficulty_level',
      programMessages.difficultyRequired,
    ],
    ['zero weeks', { duration_weeks: 0 }, 'duration_weeks', programMessages.durationMin],
    ['too many weeks', { duration_weeks: 60 }, 'duration_weeks', programMessages.durationMax],
    [
      'eight days',
      { training_days_per_week: 8 },
      'training_days_per_week',
      programMessages.trainingDaysRange,
    ],
    [
      'bad workout duration',
      { workout_duration: 'forever' },
      'workout_duration',
      programMessages.workoutDurationRequired,
    ],
  ];

  it.each(invalidUpdates)('refuses %s with 422 and the message', async (_label, override, field, message) => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await put(program.id, { ...baseUpdate, ...override });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[field]).toContain(message);
  });

  it('refuses a NUL character in the name as bad input, not a database error', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await put(program.id, { ...baseUpdate, name: 'Split\u0000Plan' });
    expect(response.statusCode, response.body).toBe(400);
    expect((await programRow(ctx.db, program.id))?.name).toBe(program.name);
  });

  it('answers 404 for an unknown program', async () => {
    const response = await put(424242, baseUpdate);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(programMessages.notFound);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'PUT',
      url: '/api/training-programs/1',
      payload: baseUpdate,
    });
  });
});
