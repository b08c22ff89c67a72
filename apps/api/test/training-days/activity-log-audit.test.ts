import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingWeek } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';

describe('exercises on training days in the audit log', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let programId: number;
  let weeks: TrainingWeek[];
  let squat: number;
  let bench: number;

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/user-exercise-activity-logs${url}`,
      headers: admin,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    programId = (
      await createProgramViaApi(ctx.app, admin, {
        name: 'Strength Base',
        duration_weeks: 2,
        training_days_per_week: 3,
      })
    ).id;
    weeks = await weeksOf(ctx.app, admin, programId);
    squat = (await createExerciseViaApi(ctx.app, admin, { name: 'Squat' })).id;
    bench = (await createExerciseViaApi(ctx.app, admin, { name: 'Bench Press' })).id;
  });
  afterAll(() => ctx.close());

  it('add, sets, reorder and remove each write an entry on the day, naming the exercise and the program', async () => {
    const day = dayId(weeks, 2, 3);
    const added = await send('POST', '/add-new', { exercise_id: squat, training_day_id: day });
    expect(added.statusCode, added.body).toBe(201);
    const program = { id: programId, name: 'Strength Base' };
    expect(await entriesOfAnswer(ctx.db, added)).toMatchObject([
      {
        action: 'assign',
        record_type: 'training-day',
        record_id: day,
        record_name: 'Week 2 · Day 3 of Strength Base',
        changes: { exercises: { before: [], after: ['Squat'] } },
        details: { exercise: { id: squat, name: 'Squat' }, is_persistent: false, program },
      },
    ]);
    const squatLog = added.json<{ data: { id: number } }>().data.id;
    const benchLog = (await addToDay(ctx.app, admin, { exercise_id: bench, training_day_id: day })).id;

    const sets = await send('PATCH', `/${squatLog}`, {
      sets_data: { set_1: { reps: 5, weight: 100, time: null, rir: null, rest: null } },
    });
    expect(sets.statusCode, sets.body).toBe(200);
    const [setsEntry, ...noMore] = await entriesOfAnswer(ctx.db, sets);
    expect(noMore).toEqual([]);
    expect(setsEntry).toMatchObject({
      action: 'update',
      record_type: 'training-day',
      record_id: day,
      details: { exercise: { id: squat, name: 'Squat' }, program },
    });
    expect(setsEntry!.changes).toEqual({
      sets_data: {
        before: { set_1: { reps: 1, weight: null, time: null, rir: null, rest: null } },
        after: { set_1: { reps: 5, weight: 100, time: null, rir: null, rest: null } },
      },
    });

    const reordered = await send('POST', '/update-positions', {
      training_day_id: day,
      positions: { [benchLog]: 1, [squatLog]: 2 },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, reordered)).toMatchObject([
      {
        action: 'reorder',
        record_type: 'training-day',
        record_id: day,
        changes: { exercises: { before: ['Squat', 'Bench Press'], after: ['Bench Press', 'Squat'] } },
        details: { program },
      },
    ]);

    const removed = await send('DELETE', `/${squatLog}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // The exercise goes to the trash (its own record type, day exercise): its own delete entry, then the day's.
    expect(await entriesOfAnswer(ctx.db, removed)).toMatchObject([
      {
        action: 'delete',
        record_type: 'day-exercise',
        record_id: squatLog,
        record_name: 'Squat (Week 2 · Day 3)',
      },
      {
        action: 'unassign',
        record_type: 'training-day',
        record_id: day,
        changes: { exercises: { before: ['Bench Press', 'Squat'], after: ['Bench Press'] } },
        details: { exercise: { id: squat, name: 'Squat' }, program },
      },
    ]);
  });

  it('a refused change (a rest day, a missing log) writes no entry', async () => {
    const restDay = dayId(weeks, 1, 2);
    const refused = await send('POST', '/add-new', { exercise_id: squat, training_day_id: restDay });
    expect(refused.statusCode).toBe(409);
    expect(await entriesOfAnswer(ctx.db, refused)).toEqual([]);
    const missing = await send('DELETE', '/999999');
    expect(missing.statusCode).toBe(404);
    expect(await entriesOfAnswer(ctx.db, missing)).toEqual([]);
  });
});
