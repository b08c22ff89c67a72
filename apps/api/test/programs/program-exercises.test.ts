import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseApiMessages, exerciseMessages, programMessages } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from './program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';

describe('assigning exercises to programs', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const call = (method: 'POST' | 'DELETE', programId: number, exerciseId: number) =>
    ctx.app.inject({
      method,
      url: `/api/training-programs/${programId}/${method === 'POST' ? 'assign' : 'unassign'}-exercise/${exerciseId}`,
      headers: admin,
    });
  const assignedPrograms = async (exerciseId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/exercises/${exerciseId}`, headers: admin })).json().data
      .training_programs;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('assigns with an empty body, lists the program on the exercise, then unassigns', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Engine', program_type: 'cardio' });
    const exercise = await createExerciseViaApi(ctx.app, admin, { name: 'Rowing Machine' });
    const assigned = await call('POST', program.id, exercise.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: exerciseApiMessages.programAssigned,
      data: { id: exercise.id, name: 'Rowing Machine' },
    });
    expect(await assignedPrograms(exercise.id)).toEqual([
      { id: program.id, name: 'Engine', program_type: 'cardio', difficulty_level: 'beginner' },
    ]);
    const again = await call('POST', program.id, exercise.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(exerciseApiMessages.alreadyInProgram);

    const removed = await call('DELETE', program.id, exercise.id);
    expect(removed.statusCode).toBe(200);
    expect(await assignedPrograms(exercise.id)).toEqual([]);
    const missing = await call('DELETE', program.id, exercise.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(exerciseApiMessages.notInProgram);
  });

  it('refuses to unassign while days of the program hold the exercise, naming them, and changes nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    const exercise = await createExerciseViaApi(ctx.app, admin, { name: 'Deadlift' });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    await addToDay(ctx.app, admin, {
      exercise_id: exercise.id,
      training_day_id: dayId(weeks, 1, 3),
      is_persistent: true,
    });
    const refused = await call('DELETE', program.id, exercise.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cannot unassign Deadlift: it is on Day 3 and Day 10 of this program. Remove it from those days first.',
    );
    expect(await assignedPrograms(exercise.id)).toHaveLength(1);
  });

  it('answers 404 for a missing program or exercise and 422 for bad ids', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const exercise = await createExerciseViaApi(ctx.app, admin);
    expect((await call('POST', 999999, exercise.id)).json()).toMatchObject({
      message: programMessages.notFound,
    });
    expect((await call('POST', program.id, 999999)).json()).toMatchObject({
      message: exerciseMessages.notFound,
    });
    expect((await call('DELETE', 999999, exercise.id)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-programs/x/assign-exercise/1`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is for admins only', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const exercise = await createExerciseViaApi(ctx.app, admin);
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'POST',
      url: `/api/training-programs/${program.id}/assign-exercise/${exercise.id}`,
    });
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'DELETE',
      url: `/api/training-programs/${program.id}/unassign-exercise/${exercise.id}`,
    });
  });
});
