import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { programApiMessages, programMessages } from '@coachboard/contract';
import { trainingPrograms, trainingWeeks } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  programRow,
  scheduleOf,
  trainingDayNumbers,
  validProgram,
  type AuthHeader,
} from './program-helpers.js';

const CREATE_URL = '/api/training-programs/create-admin-program';

describe('POST /api/training-programs/create-admin-program', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('creates an admin program and answers 201 with its detail', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: admin,
      payload: validProgram({ name: '  Spaced Name  ', description: '   ' }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: programApiMessages.created,
      data: {
        name: 'Spaced Name',
        program_type: 'strength',
        difficulty_level: 'beginner',
        duration_weeks: 4,
        training_days_per_week: 3,
        workout_duration: '45 mins',
        description: null,
        image: null,
        training_program_image: null,
        is_admin: true,
        users: [],
        exercises: [],
      },
    });
    expect(new Date(body.data.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const row = await programRow(ctx.db, body.data.id);
    expect(row?.isAdmin).toBe(true);
    expect(row?.createdBy).not.toBeNull();
  });

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'spreads %i training days a week through every week',
    async (daysPerWeek) => {
      const expected: Record<number, number[]> = {
        1: [1],
        2: [1, 4],
        3: [1, 3, 5],
        4: [1, 2, 4, 5],
        5: [1, 2, 3, 4, 5],
        6: [1, 2, 3, 4, 5, 6],
        7: [1, 2, 3, 4, 5, 6, 7],
      };
      const program = await createProgramViaApi(ctx.app, admin, {
        duration_weeks: 3,
        training_days_per_week: daysPerWeek,
      });
      const schedule = await scheduleOf(ctx.db, program.id);
      expect([...schedule.keys()]).toEqual([1, 2, 3]);
      for (const restFlags of schedule.values()) {
        expect(restFlags).toHaveLength(7);
        expect(trainingDayNumbers(restFlags)).toEqual(expected[daysPerWeek]);
      }
    },
  );

  it('creates 52 weeks of 7 days for the longest program', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 52,
      training_days_per_week: 4,
    });
    const schedule = await scheduleOf(ctx.db, program.id);
    expect(schedule.size).toBe(52);
    expect([...schedule.values()].every((days) => days.length === 7)).toBe(true);
  });

  const invalidBodies: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: undefined }, 'name', programMessages.nameRequired],
    ['blank name', { name: '   ' }, 'name', programMessages.nameRequired],
    ['name over 255', { name: 'x'.repeat(256) }, 'name', programMessages.nameTooLong],
    ['missing type', { program_type: undefined }, 'program_type', programMessages.typeRequired],
    ['unknown type', { program_type: 'yoga' }, 'program_type', programMessages.typeRequired],
    [
      'missing difficulty',
      { difficulty_level: undefined },
      'difficulty_level',
      programMessages.difficultyRequired,
    ],
    [
      'unknown difficulty',
      { difficulty_level: 'expert' },
      'difficulty_level',
      programMessages.difficultyRequired,
    ],
    ['zero weeks', { duration_weeks: 0 }, 'duration_weeks', programMessages.durationMin],
    ['53 weeks', { duration_weeks: 53 }, 'duration_weeks', programMessages.durationMax],
    ['fractional weeks', { duration_weeks: 2.5 }, 'duration_weeks', programMessages.durationMin],
    ['zero days', { training_days_per_week: 0 }, 'training_days_per_week', programMessages.trainingDaysRange],
    [
      'eight days',
      { training_days_per_week: 8 },
      'training_days_per_week',
      programMessages.trainingDaysRange,
    ],
    [
      'missing workout duration',
      { workout_duration: undefined },
      'workout_duration',
      programMessages.workoutDurationRequired,
    ],
    [
      'unknown workout duration',
      { workout_duration: '20 mins' },
      'workout_duration',
      programMessages.workoutDurationRequired,
    ],
  ];

  it.each(invalidBodies)('refuses %s with 422 and the message', async (_label, override, field, message) => {
    const before = await ctx.db.select({ total: count() }).from(trainingWeeks);
    const response = await ctx.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: admin,
      payload: { ...validProgram(), ...override },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
    const after = await ctx.db.select({ total: count() }).from(trainingWeeks);
    expect(after[0]?.total).toBe(before[0]?.total);
  });

  it('names every invalid field at once', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: CREATE_URL, headers: admin, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'difficulty_level',
        'duration_weeks',
        'name',
        'program_type',
        'training_days_per_week',
        'workout_duration',
      ].sort(),
    );
  });

  it('refuses a NUL character in the name or description as bad input, not a database error', async () => {
    const before = await ctx.db.select({ total: count() }).from(trainingPrograms);
    for (const field of ['name', 'description'] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: CREATE_URL,
        headers: admin,
        payload: { ...validProgram(), [field]: 'Split\u0000Plan' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const after = await ctx.db.select({ total: count() }).from(trainingPrograms);
    expect(after[0]?.total).toBe(before[0]?.total);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'POST', url: CREATE_URL, payload: validProgram() });
  });

  it('leaves nothing behind when week creation fails (one transaction)', async () => {
    // Make the days insert fail: neither the program nor its weeks may remain.
    const before = await ctx.db.select({ total: count() }).from(trainingWeeks);
    await ctx.db.execute(
      sql.raw('alter table training_days add constraint test_no_days check (day_of_the_week < 0) not valid'),
    );
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: CREATE_URL,
        headers: admin,
        payload: validProgram({ name: 'Rolled back' }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/insert|constraint|select/i);
    } finally {
      await ctx.db.execute(sql.raw('alter table training_days drop constraint test_no_days'));
    }
    const after = await ctx.db.select({ total: count() }).from(trainingWeeks);
    expect(after[0]?.total).toBe(before[0]?.total);
    const leftovers = await ctx.db
      .select()
      .from(trainingPrograms)
      .where(eq(trainingPrograms.name, 'Rolled back'));
    expect(leftovers).toEqual([]);
  });
});
