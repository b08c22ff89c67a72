import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  programMessages,
  type BulkDeleteResult,
  type ProgramDetail,
  type TrashEntry,
  type TrainingWeek,
} from '@coachboard/contract';
import { programExercises, programUsers, trainingProgramsWithTrash } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { entriesOfAnswer } from './audit-helpers.js';
import { createProgramViaApi, makeImage, multipart, type AuthHeader } from './program-helpers.js';

describe('programs in the trash: gone everywhere, back exactly, in bulk with one Undo', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const get = async (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
  const getData = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  /** Everything the panel shows of a program, as the API answers it. */
  const snapshot = async (programId: number, weeks: TrainingWeek[], userId: number, exerciseId: number) => {
    const dayUrl = `/training-programs/${programId}/training-weeks/${weeks[0]!.id}/training-days/${dayId(weeks, 1, 1)}`;
    return {
      detail: await getData<ProgramDetail>(`/training-programs/${programId}`),
      weeks: await getData<TrainingWeek[]>(`/training-programs/${programId}/training-weeks/all`),
      day: await getData<unknown>(dayUrl),
      assigned: await getData<{ data: unknown[] }>(`/training-programs/${programId}/assigned-users`),
      userPrograms: (await getData<{ programs: unknown[] }>(`/users/${userId}/programs`)).programs,
      exercisePrograms: (await getData<{ training_programs: unknown[] }>(`/exercises/${exerciseId}`))
        .training_programs,
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('a deleted program is gone from list, search, picker, count, detail and its days; restored it is equal, ids included', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: 'Trashable Strength',
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    const other = await createProgramViaApi(ctx.app, admin, { name: 'Stays Put' });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const squat = await createExerciseViaApi(ctx.app, admin, { name: 'Trash Squat' });
    const bench = await createExerciseViaApi(ctx.app, admin, { name: 'Trash Bench' });
    await addToDay(ctx.app, admin, { exercise_id: squat.id, training_day_id: dayId(weeks, 1, 1) });
    await addToDay(ctx.app, admin, { exercise_id: bench.id, training_day_id: dayId(weeks, 1, 1) });
    await addToDay(ctx.app, admin, { exercise_id: squat.id, training_day_id: dayId(weeks, 2, 3) });
    const { user } = await createUser(ctx.db, { firstName: 'Ada', lastName: 'Trash' });
    expect((await send('POST', `/training-programs/${program.id}/assign-user/${user.id}`)).statusCode).toBe(
      200,
    );
    const image = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'cover.png', contentType: 'image/png' },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${program.id}/upload-program-image`,
      headers: { ...admin, ...image.headers },
      payload: image.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const before = await snapshot(program.id, weeks, user.id, squat.id);
    expect(before.detail.users).toHaveLength(1);
    const listBefore = await getData<{ total: number; data: { id: number }[] }>('/training-programs');
    const squatCountBefore = (
      await getData<{ data: { id: number; training_programs_count: number }[] }>(
        '/exercises?search=Trash Squat',
      )
    ).data[0]!.training_programs_count;
    expect(squatCountBefore).toBe(1);

    const deleted = await send('DELETE', `/training-programs/${program.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { id: program.id } });
    const [deleteEntry] = await entriesOfAnswer(ctx.db, deleted);
    expect(deleteEntry).toMatchObject({
      action: 'delete',
      record_type: 'program',
      record_id: program.id,
      record_name: 'Trashable Strength',
    });

    // Gone: detail, days, weeks, lists, search, picker, the kept count, other screens' links.
    expect((await get(`/training-programs/${program.id}`)).statusCode).toBe(404);
    expect((await get(`/training-programs/${program.id}/training-weeks/all`)).statusCode).toBe(404);
    const dayUrl = `/training-programs/${program.id}/training-weeks/${weeks[0]!.id}/training-days/${dayId(weeks, 1, 1)}`;
    const day = await get(dayUrl);
    expect(day.statusCode).toBe(404);
    expect(day.json().message).toBe(programMessages.notFound);
    const list = await getData<{ total: number; data: { id: number }[] }>('/training-programs');
    expect(list.total).toBe(listBefore.total - 1);
    expect(list.data.map((p) => p.id)).not.toContain(program.id);
    expect(list.data.map((p) => p.id)).toContain(other.id);
    expect((await getData<{ total: number }>('/training-programs?search=Trashable')).total).toBe(0);
    expect(
      (await getData<{ total: number }>('/training-programs/admin-search?searchTerm=Trashable')).total,
    ).toBe(0);
    expect((await getData<{ total: number }>('/training-programs/search?search=Trashable')).total).toBe(0);
    expect((await getData<{ programs: unknown[] }>(`/users/${user.id}/programs`)).programs).toEqual([]);
    expect(
      (await getData<{ training_programs: unknown[] }>(`/exercises/${squat.id}`)).training_programs,
    ).toEqual([]);
    expect(
      (await getData<{ data: { training_programs_count: number }[] }>('/exercises?search=Trash Squat'))
        .data[0]!.training_programs_count,
    ).toBe(0);
    // A day of the trashed program cannot be changed through its id either.
    const add = await send('POST', '/user-exercise-activity-logs/add-new', {
      exercise_id: bench.id,
      training_day_id: dayId(weeks, 1, 3),
    });
    expect(add.statusCode).toBe(404);

    // In the trash, with what goes with it.
    const trash = await getData<{ data: TrashEntry[] }>('/trash?type=program');
    const entry = trash.data.find((item) => item.id === program.id);
    expect(entry).toMatchObject({ type: 'program', name: 'Trashable Strength' });
    // The counts are kept as jsonb, which orders its keys by itself: compared as a set of parts.
    expect(new Set(entry!.goes_with!.split(', '))).toEqual(
      new Set(['2 weeks', '6 days', '3 exercises', '1 user']),
    );

    // Restored: every screen answers what it did before, ids and timestamps included.
    const restored = await send('POST', `/trash/program/${program.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, restored)).toMatchObject([
      { action: 'restore', record_type: 'program', record_id: program.id },
    ]);
    expect(await snapshot(program.id, weeks, user.id, squat.id)).toEqual(before);
    expect((await getData<{ total: number }>('/training-programs')).total).toBe(listBefore.total);
    expect(
      (await getData<{ data: { training_programs_count: number }[] }>('/exercises?search=Trash Squat'))
        .data[0]!.training_programs_count,
    ).toBe(1);
  });

  it('an exercise restored while its program was in the trash: the program comes back with its days numbered 1..n', async () => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: 'Interleaved',
      duration_weeks: 1,
      training_days_per_week: 1,
    });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const monday = dayId(weeks, 1, 1);
    const names = ['Inter A', 'Inter B', 'Inter C'];
    const exercises = [];
    for (const name of names) {
      const exercise = await createExerciseViaApi(ctx.app, admin, { name });
      await addToDay(ctx.app, admin, { exercise_id: exercise.id, training_day_id: monday });
      exercises.push(exercise);
    }
    expect((await send('DELETE', `/exercises/${exercises[0]!.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/training-programs/${program.id}`)).statusCode).toBe(200);
    expect((await send('POST', `/trash/exercise/${exercises[0]!.id}/restore`)).statusCode).toBe(200);
    expect((await send('POST', `/trash/program/${program.id}/restore`)).statusCode).toBe(200);
    const day = await getData<{
      user_exercise_activity_logs: { position: number; exercise: { name: string } }[];
    }>(`/training-programs/${program.id}/training-weeks/${weeks[0]!.id}/training-days/${monday}`);
    expect(day.user_exercise_activity_logs.map((log) => [log.position, log.exercise.name])).toEqual([
      [1, 'Inter A'],
      [2, 'Inter B'],
      [3, 'Inter C'],
    ]);
  });

  it("a trashed program's image can be neither replaced nor deleted (404): it comes back with it", async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Framed' });
    const upload = async () => {
      const body = multipart([
        { name: 'file', value: await makeImage('png'), filename: 'cover.png', contentType: 'image/png' },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/files/training-programs/${program.id}/upload-program-image`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const fileId: number = first.json().data.id;
    expect((await send('DELETE', `/training-programs/${program.id}`)).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(404);
    const removeImage = await send('DELETE', `/files/delete/${fileId}`);
    expect(removeImage.statusCode).toBe(404);
    expect(await entriesOfAnswer(ctx.db, removeImage)).toEqual([]);
    expect((await send('POST', `/trash/program/${program.id}/restore`)).statusCode).toBe(200);
    expect(
      (await getData<ProgramDetail>(`/training-programs/${program.id}`)).training_program_image?.id,
    ).toBe(fileId);
  });

  it('deleting a program twice, or one that does not exist, answers 404 and writes nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Once' });
    expect((await send('DELETE', `/training-programs/${program.id}`)).statusCode).toBe(200);
    const again = await send('DELETE', `/training-programs/${program.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(programMessages.notFound);
    expect(await entriesOfAnswer(ctx.db, again)).toEqual([]);
    expect((await send('DELETE', '/training-programs/999999')).statusCode).toBe(404);
  });

  it('bulk delete by ids: one transaction, one batch, one Undo that restores them all', async () => {
    const programs = await Promise.all(
      ['Bulk A', 'Bulk B', 'Bulk C'].map((name) => createProgramViaApi(ctx.app, admin, { name })),
    );
    const ids = programs.map((p) => p.id);
    const details = await Promise.all(ids.map((id) => getData<ProgramDetail>(`/training-programs/${id}`)));
    const total = (await getData<{ total: number }>('/training-programs')).total;

    const response = await send('POST', '/training-programs/bulk-delete', { ids: [...ids, 999999] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: BulkDeleteResult }>().data;
    expect(result).toMatchObject({ type: 'program', count: 3, skipped: 1 });
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.map((e) => [e.action, e.record_id])).toEqual(ids.map((id) => ['delete', id]));
    expect(new Set(entries.map((e) => e.batch_id))).toEqual(new Set([result.batch_id]));
    expect((await getData<{ total: number }>('/training-programs')).total).toBe(total - 3);

    const undo = await send('POST', `/trash/batches/${result.batch_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 3 });
    expect(await Promise.all(ids.map((id) => getData<ProgramDetail>(`/training-programs/${id}`)))).toEqual(
      details,
    );
    expect((await getData<{ total: number }>('/training-programs')).total).toBe(total);
  });

  it('bulk delete of all matching: resolved by the list filters, refused when the total changed', async () => {
    await Promise.all(
      ['Match One', 'Match Two'].map((name) => createProgramViaApi(ctx.app, admin, { name })),
    );
    const stale = await send('POST', '/training-programs/bulk-delete', {
      all_matching: { search: 'Match' },
      expected_total: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect((await getData<{ total: number }>('/training-programs?search=Match')).total).toBe(2);

    const response = await send('POST', '/training-programs/bulk-delete', {
      all_matching: { search: 'Match' },
      expected_total: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ count: 2, skipped: 0 });
    expect((await getData<{ total: number }>('/training-programs?search=Match')).total).toBe(0);
  });

  it('a bulk delete that fails on its third program leaves all three live, with no trash or audit entry', async () => {
    const programs = await Promise.all(
      ['Atomic 1', 'Atomic 2', 'Atomic 3'].map((name) => createProgramViaApi(ctx.app, admin, { name })),
    );
    const ids = programs.map((p) => p.id).sort((a, b) => a - b);
    const third = ids[2]!;
    await ctx.db.execute(
      sql.raw(`
      create function refuse_third_trash() returns trigger language plpgsql as $$
      begin
        if new.id = ${third} and new.deleted_at is not null then raise exception 'planted failure'; end if;
        return new;
      end $$;
      create trigger refuse_third_trash before update on training_programs_with_trash
        for each row execute function refuse_third_trash();
    `),
    );
    try {
      const response = await send('POST', '/training-programs/bulk-delete', { ids });
      expect(response.statusCode).toBe(500);
      expect(await entriesOfAnswer(ctx.db, response)).toEqual([]);
    } finally {
      await ctx.db.execute(
        sql.raw(
          'drop trigger refuse_third_trash on training_programs_with_trash; drop function refuse_third_trash();',
        ),
      );
    }
    const rows = await ctx.db
      .select({ id: trainingProgramsWithTrash.id, deletedAt: trainingProgramsWithTrash.deletedAt })
      .from(trainingProgramsWithTrash)
      .where(sql`${trainingProgramsWithTrash.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
    expect(rows.map((row) => row.deletedAt)).toEqual([null, null, null]);
    const entries = await ctx.db.execute(
      sql`select count(*)::int as n from trash_entries where record_type = 'program' and record_id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(entries.rows[0]).toEqual({ n: 0 });
  });

  it('purging a program removes its rows for good, assignments and exercise links included', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Purge me' });
    const exercise = await createExerciseViaApi(ctx.app, admin, { name: 'Purge Lunge' });
    await ctx.db.insert(programExercises).values({ trainingProgramId: program.id, exerciseId: exercise.id });
    const { user } = await createUser(ctx.db);
    await ctx.db.insert(programUsers).values({ trainingProgramId: program.id, userId: user.id });
    expect((await send('DELETE', `/training-programs/${program.id}`)).statusCode).toBe(200);
    const purged = await send('DELETE', `/trash/program/${program.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, purged)).toMatchObject([
      { action: 'purge', record_type: 'program', record_id: program.id },
    ]);
    expect(
      await ctx.db.select().from(programUsers).where(eq(programUsers.trainingProgramId, program.id)),
    ).toEqual([]);
    expect((await send('POST', `/trash/program/${program.id}/restore`)).statusCode).toBe(404);
    expect((await getData<{ id: number }>(`/exercises/${exercise.id}`)).id).toBe(exercise.id);
  });
});
