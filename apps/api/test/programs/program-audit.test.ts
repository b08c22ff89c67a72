import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProgramDetail } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from './audit-helpers.js';
import {
  assignExerciseToDay,
  createProgramViaApi,
  insertExercise,
  makeImage,
  multipart,
  validProgram,
  type AuthHeader,
} from './program-helpers.js';

describe('programs in the audit log: every change writes its entry', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('create: one entry naming the new program', async () => {
    const response = await call(
      'POST',
      '/training-programs/create-admin-program',
      validProgram({ name: 'Base' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: ProgramDetail }>().data.id;
    expect(await entriesOfAnswer(ctx.db, response)).toMatchObject([
      { action: 'create', record_type: 'program', record_id: id, record_name: 'Base' },
    ]);
  });

  it('update: before and after of the changed fields only', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Strength', duration_weeks: 4 });
    const response = await call('PUT', `/training-programs/${program.id}`, {
      ...validProgram({ name: 'Strength Base', duration_weeks: 6 }),
      training_days_per_week: program.training_days_per_week,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry, ...others] = await entriesOfAnswer(ctx.db, response);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'update',
      record_type: 'program',
      record_id: program.id,
      record_name: 'Strength Base',
    });
    expect(entry!.changes).toEqual({
      name: { before: 'Strength', after: 'Strength Base' },
      duration_weeks: { before: 4, after: 6 },
    });
  });

  it('a refused update (409, 404) writes no entry and changes nothing', async () => {
    const response = await call('PUT', '/training-programs/999999', validProgram());
    expect(response.statusCode).toBe(404);
    expect(await entriesOfAnswer(ctx.db, response)).toEqual([]);
  });

  it('assign and unassign a user: entries on the program naming the user', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Assigned' });
    const { user } = await createUser(ctx.db, { firstName: 'Maria', lastName: 'Lopez' });
    const assigned = await call('POST', `/training-programs/${program.id}/assign-user/${user.id}`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, assigned)).toMatchObject([
      {
        action: 'assign',
        record_type: 'program',
        record_id: program.id,
        record_name: 'Assigned',
        changes: null,
        details: { user: { id: user.id, name: 'Maria Lopez', email: user.email } },
      },
    ]);
    const unassigned = await call('DELETE', `/training-programs/${program.id}/unassign-user/${user.id}`);
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, unassigned)).toMatchObject([
      { action: 'unassign', record_id: program.id, details: { user: { id: user.id } } },
    ]);
  });

  it('assign and unassign an exercise: entries on the program naming the exercise', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const exercise = await insertExercise(ctx.db, 'Deadlift');
    const assigned = await call('POST', `/training-programs/${program.id}/assign-exercise/${exercise.id}`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, assigned)).toMatchObject([
      {
        action: 'assign',
        record_type: 'program',
        record_id: program.id,
        details: { exercise: { id: exercise.id, name: 'Deadlift' } },
      },
    ]);
    const unassigned = await call(
      'DELETE',
      `/training-programs/${program.id}/unassign-exercise/${exercise.id}`,
    );
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, unassigned)).toMatchObject([
      { action: 'unassign', details: { exercise: { id: exercise.id, name: 'Deadlift' } } },
    ]);
  });

  it('upload and delete of the image: an upload entry, then the file purged naming its program', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Pictured' });
    const body = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'cover.png', contentType: 'image/png' },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${program.id}/upload-program-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId: number = uploaded.json().data.id;
    expect(await entriesOfAnswer(ctx.db, uploaded)).toMatchObject([
      { action: 'upload', record_type: 'program', record_id: program.id, record_name: 'Pictured' },
    ]);

    const deleted = await call('DELETE', `/files/delete/${fileId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await entriesOfAnswer(ctx.db, deleted)).toMatchObject([
      {
        action: 'purge',
        record_type: 'file',
        record_id: fileId,
        record_name: 'cover.png',
        details: {
          file: { id: fileId, name: 'cover.png', mime: 'image/png' },
          owner: { type: 'program', id: program.id, name: 'Pictured' },
        },
      },
    ]);
  });

  it('an update reverted from the log goes back through the program update, and is recorded', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Before', duration_weeks: 4 });
    const updated = await call('PUT', `/training-programs/${program.id}`, {
      ...validProgram({ name: 'After', duration_weeks: 5 }),
      training_days_per_week: program.training_days_per_week,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const entryId = await ctx.db
      .execute<{ id: string }>(
        sql`select id from audit_entries where request_id = ${String(updated.headers['x-request-id'])}`,
      )
      .then((result) => Number(result.rows[0]!.id));

    const reverted = await call('POST', `/audit/${entryId}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(detail.json<{ data: ProgramDetail }>().data).toMatchObject({ name: 'Before', duration_weeks: 4 });
    const weeks = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}/training-weeks/all`,
      headers: admin,
    });
    expect(weeks.json<{ data: unknown[] }>().data).toHaveLength(4);
    expect(await entriesOfAnswer(ctx.db, reverted)).toMatchObject([
      {
        action: 'revert',
        record_type: 'program',
        record_id: program.id,
        changes: { name: { before: 'After', after: 'Before' }, duration_weeks: { before: 5, after: 4 } },
      },
    ]);
  });

  it("a revert that would drop weeks holding exercises gets the program update's 409 and changes nothing", async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Grown', duration_weeks: 1 });
    const updated = await call('PUT', `/training-programs/${program.id}`, {
      ...validProgram({ name: 'Grown', duration_weeks: 2 }),
      training_days_per_week: program.training_days_per_week,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const exercise = await insertExercise(ctx.db, 'Week Two Press');
    await assignExerciseToDay(ctx.db, program.id, 2, 1, exercise.id);
    const entryId = await ctx.db
      .execute<{ id: string }>(
        sql`select id from audit_entries where request_id = ${String(updated.headers['x-request-id'])}`,
      )
      .then((result) => Number(result.rows[0]!.id));
    const reverted = await call('POST', `/audit/${entryId}/revert`);
    expect(reverted.statusCode).toBe(409);
    expect(await entriesOfAnswer(ctx.db, reverted)).toEqual([]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(detail.json<{ data: ProgramDetail }>().data.duration_weeks).toBe(2);
  });
});
