import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  exerciseMessages,
  type BulkDeleteResult,
  type ExerciseDetail,
  type ProgramDetail,
  type TrainingDayEditor,
  type TrainingWeek,
  type TrashEntry,
} from '@coachboard/contract';
import { exercisesWithTrash } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import { createProgramViaApi, validProgram, type AuthHeader } from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from './exercise-helpers.js';

describe('exercises in the trash: gone everywhere, back in the same places', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
  const getData = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const dayUrl = (programId: number, weeks: TrainingWeek[], sequence: number, day: number) =>
    `/training-programs/${programId}/training-weeks/${weeks[sequence - 1]!.id}/training-days/${dayId(weeks, sequence, day)}`;
  const placesOf = async (programId: number, weeks: TrainingWeek[], sequence: number, day: number) =>
    (
      await getData<TrainingDayEditor>(dayUrl(programId, weeks, sequence, day))
    ).user_exercise_activity_logs.map((log) => ({
      id: log.id,
      position: log.position,
      name: log.exercise.name,
      sets: log.sets_data,
    }));

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('a deleted exercise leaves list, search, picker, count, detail and its days; restored it is equal and back in place', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: 'Places Program',
      duration_weeks: 1,
      training_days_per_week: 3,
    });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const [first, middle, last] = await Promise.all(
      ['Place First', 'Place Middle', 'Place Last'].map((name) =>
        createExerciseViaApi(ctx.app, admin, { name }),
      ),
    );
    const monday = dayId(weeks, 1, 1);
    const friday = dayId(weeks, 1, 5);
    for (const exercise of [first!, middle!, last!]) {
      await addToDay(ctx.app, admin, { exercise_id: exercise.id, training_day_id: monday });
    }
    await addToDay(ctx.app, admin, { exercise_id: middle!.id, training_day_id: friday });
    await addToDay(ctx.app, admin, { exercise_id: last!.id, training_day_id: friday });
    const mondayPlaces = await placesOf(program.id, weeks, 1, 1);
    const middleOnMonday = mondayPlaces.find((place) => place.name === 'Place Middle')!;
    const sets = await send('PATCH', `/user-exercise-activity-logs/${middleOnMonday.id}`, {
      sets_data: {
        set_1: { reps: 8, weight: 60, time: null, rir: 2, rest: 90 },
        set_2: { reps: 6, weight: 70, time: null, rir: 1, rest: 120 },
      },
    });
    expect(sets.statusCode, sets.body).toBe(200);

    const before = {
      detail: await getData<ExerciseDetail>(`/exercises/${middle!.id}`),
      monday: await placesOf(program.id, weeks, 1, 1),
      friday: await placesOf(program.id, weeks, 1, 5),
      program: await getData<ProgramDetail>(`/training-programs/${program.id}`),
    };
    expect(before.monday.map((place) => [place.position, place.name])).toEqual([
      [1, 'Place First'],
      [2, 'Place Middle'],
      [3, 'Place Last'],
    ]);
    const totalBefore = (await getData<{ total: number }>('/exercises')).total;

    const deleted = await send('DELETE', `/exercises/${middle!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: exerciseMessages.deleted,
      data: { training_days: 2, training_programs: 1 },
    });
    expect(await entriesOfAnswer(ctx.db, deleted)).toMatchObject([
      { action: 'delete', record_type: 'exercise', record_id: middle!.id, record_name: 'Place Middle' },
    ]);

    // Gone: detail, usage, list, count, search, the day picker's search, the days and the program's list.
    expect((await get(`/exercises/${middle!.id}`)).statusCode).toBe(404);
    expect((await get(`/exercises/${middle!.id}/usage`)).statusCode).toBe(404);
    expect((await getData<{ total: number }>('/exercises')).total).toBe(totalBefore - 1);
    expect((await getData<{ total: number }>('/exercises?search=Place Middle')).total).toBe(0);
    expect((await getData<{ total: number }>('/exercises/search?searchTerm=Place Middle')).total).toBe(0);
    expect(
      (
        await getData<{ data: { id: number }[] }>(
          `/exercises/search?searchTerm=Place&training_day_id=${friday}`,
        )
      ).data.map((exercise) => exercise.id),
    ).toEqual([first!.id]);
    expect((await placesOf(program.id, weeks, 1, 1)).map((place) => [place.position, place.name])).toEqual([
      [1, 'Place First'],
      [2, 'Place Last'],
    ]);
    expect((await placesOf(program.id, weeks, 1, 5)).map((place) => [place.position, place.name])).toEqual([
      [1, 'Place Last'],
    ]);
    expect(
      (await getData<ProgramDetail>(`/training-programs/${program.id}`)).exercises.map((e) => e.name),
    ).not.toContain('Place Middle');
    // It cannot be put on a day while in the trash.
    const add = await send('POST', '/user-exercise-activity-logs/add-new', {
      exercise_id: middle!.id,
      training_day_id: dayId(weeks, 1, 3),
    });
    expect(add.statusCode).toBe(404);

    const trash = await getData<{ data: TrashEntry[] }>('/trash?type=exercise');
    const entry = trash.data.find((item) => item.id === middle!.id);
    expect(entry).toMatchObject({ type: 'exercise', name: 'Place Middle' });
    expect(new Set(entry!.goes_with!.split(', '))).toEqual(new Set(['2 days', '1 program']));

    const restored = await send('POST', `/trash/exercise/${middle!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, restored)).toMatchObject([
      { action: 'restore', record_type: 'exercise', record_id: middle!.id },
    ]);
    expect({
      detail: await getData<ExerciseDetail>(`/exercises/${middle!.id}`),
      monday: await placesOf(program.id, weeks, 1, 1),
      friday: await placesOf(program.id, weeks, 1, 5),
      program: await getData<ProgramDetail>(`/training-programs/${program.id}`),
    }).toEqual(before);
    expect((await getData<{ total: number }>('/exercises')).total).toBe(totalBefore);
  });

  it('restoring an exercise whose day became a rest day answers 409 naming the place, and changes nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: 'Shrinking Week',
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const squat = await createExerciseViaApi(ctx.app, admin, { name: 'Clash Squat' });
    await addToDay(ctx.app, admin, { exercise_id: squat.id, training_day_id: dayId(weeks, 2, 3) });
    expect((await send('DELETE', `/exercises/${squat.id}`)).statusCode).toBe(200);

    // While the exercise is away its place does not hold Wednesday: 2 training days a week (Monday, Thursday).
    const shrunk = await send('PUT', `/training-programs/${program.id}`, {
      ...validProgram({ name: 'Shrinking Week', duration_weeks: 2 }),
      training_days_per_week: 2,
    });
    expect(shrunk.statusCode, shrunk.body).toBe(200);

    const restore = await send('POST', `/trash/exercise/${squat.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(
      "'Clash Squat' was on Week 2 · Day 3 of 'Shrinking Week', now a rest day",
    );
    expect(await entriesOfAnswer(ctx.db, restore)).toEqual([]);
    const [row] = await ctx.db
      .select({ deletedAt: exercisesWithTrash.deletedAt })
      .from(exercisesWithTrash)
      .where(eq(exercisesWithTrash.id, squat.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await get(`/exercises/${squat.id}`)).statusCode).toBe(404);
    expect(
      (await getData<{ data: TrashEntry[] }>('/trash?type=exercise')).data.map((item) => item.id),
    ).toContain(squat.id);
  });

  it('bulk delete of exercises: one batch, the days closed up, one Undo puts every place back', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: 'Bulk Places',
      duration_weeks: 1,
      training_days_per_week: 1,
    });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const monday = dayId(weeks, 1, 1);
    const exercises = [];
    for (const name of ['Bulk 1', 'Bulk 2', 'Bulk 3', 'Bulk 4', 'Bulk 5']) {
      const exercise = await createExerciseViaApi(ctx.app, admin, { name });
      await addToDay(ctx.app, admin, { exercise_id: exercise.id, training_day_id: monday });
      exercises.push(exercise);
    }
    const before = await placesOf(program.id, weeks, 1, 1);
    const doomed = [exercises[0]!.id, exercises[2]!.id, exercises[4]!.id];

    const response = await send('POST', '/exercises/bulk-delete', { ids: doomed });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: BulkDeleteResult }>().data;
    expect(result).toMatchObject({ type: 'exercise', count: 3, skipped: 0 });
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.map((e) => e.record_id)).toEqual(doomed);
    expect(new Set(entries.map((e) => e.batch_id))).toEqual(new Set([result.batch_id]));
    expect((await placesOf(program.id, weeks, 1, 1)).map((place) => [place.position, place.name])).toEqual([
      [1, 'Bulk 2'],
      [2, 'Bulk 4'],
    ]);

    const undo = await send('POST', `/trash/batches/${result.batch_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 3 });
    expect(await placesOf(program.id, weeks, 1, 1)).toEqual(before);
  });

  it('bulk delete of all matching exercises follows the list filters', async () => {
    for (const name of ['Zzmatch Row', 'Zzmatch Pull']) await createExerciseViaApi(ctx.app, admin, { name });
    const response = await send('POST', '/exercises/bulk-delete', {
      all_matching: { search: 'zzmatch' },
      expected_total: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ count: 2, skipped: 0 });
    expect((await getData<{ total: number }>('/exercises?search=zzmatch')).total).toBe(0);
  });
});
