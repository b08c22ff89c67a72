import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMessages, type TrainingDayEditor, type TrainingWeek } from '@coachboard/contract';
import { sql } from 'drizzle-orm';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';

/** Ranges and loads: reps_max, load_percent and amrap on a set. */
describe('set ranges, load percentages and AMRAP', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let programId: number;
  let weeks: TrainingWeek[];
  let logId: number;

  const patch = (setsData: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/user-exercise-activity-logs/${logId}`,
      headers: admin,
      payload: { sets_data: setsData },
    });
  const dayLog = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${programId}/training-weeks/${weeks[0]!.id}/training-days/${dayId(weeks, 1, 1)}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs[0]!;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    programId = (await createProgramViaApi(ctx.app, admin, { duration_weeks: 1, training_days_per_week: 3 }))
      .id;
    weeks = await weeksOf(ctx.app, admin, programId);
    const exercise = await createExerciseViaApi(ctx.app, admin, {
      name: 'Squat',
      target_muscle_group: 'legs',
    });
    logId = (
      await addToDay(ctx.app, admin, { exercise_id: exercise.id, training_day_id: dayId(weeks, 1, 1) })
    ).id;
  });
  afterAll(() => ctx.close());

  it('saves a range, a load percentage and an AMRAP set, and the day detail returns them', async () => {
    const response = await patch({
      set_1: { reps: 8, reps_max: 12, load_percent: 75, rest: 90 },
      set_2: { reps: 5, weight: 100, amrap: true },
      set_3: { reps: 6, reps_max: null, load_percent: null, amrap: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      set_1: { reps: 8, weight: null, time: null, rir: null, rest: 90, reps_max: 12, load_percent: 75 },
      set_2: { reps: 5, weight: 100, time: null, rir: null, rest: null, amrap: true },
      set_3: { reps: 6, weight: null, time: null, rir: null, rest: null },
    };
    expect(response.json().data.sets_data).toEqual(expected);
    expect((await dayLog()).sets_data).toEqual(expected);
  });

  it.each([
    [{ set_1: { reps: 10, reps_max: 8 } }, 'sets_data.set_1.reps_max', setMessages.repsMaxBelowReps],
    [{ set_1: { reps: 8, reps_max: 10.5 } }, 'sets_data.set_1.reps_max', setMessages.repsMaxWhole],
    [{ set_1: { reps: 8, load_percent: 0 } }, 'sets_data.set_1.load_percent', setMessages.loadPercentRange],
    [{ set_1: { reps: 8, load_percent: 151 } }, 'sets_data.set_1.load_percent', setMessages.loadPercentRange],
    [
      { set_1: { reps: 8, weight: 60, load_percent: 70 } },
      'sets_data.set_1.load_percent',
      setMessages.weightAndLoad,
    ],
    [{ set_1: { reps: 8, amrap: 'yes' } }, 'sets_data.set_1.amrap', setMessages.amrapInvalid],
  ])('refuses %o with 422 on %s and keeps the saved sets', async (setsData, field, message) => {
    const before = (await dayLog()).sets_data;
    const response = await patch(setsData);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
    expect((await dayLog()).sets_data).toEqual(before);
  });

  it('reads and saves a set stored before the new fields existed, unchanged', async () => {
    const old = { set_1: { reps: 10, weight: 40, time: null, rir: 2, rest: 60 } };
    await ctx.db.execute(
      sql`UPDATE user_exercise_activity_logs_with_trash SET sets_data = ${JSON.stringify(old)}::jsonb WHERE id = ${logId}`,
    );
    expect((await dayLog()).sets_data).toEqual(old);
    const response = await patch(old);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.sets_data).toEqual(old);
    const stored = await ctx.db.execute<{ sets_data: unknown }>(
      sql`SELECT sets_data FROM user_exercise_activity_logs WHERE id = ${logId}`,
    );
    expect(stored.rows[0]!.sets_data).toEqual(old);
  });
});
