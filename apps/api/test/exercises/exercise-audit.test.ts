import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExerciseDetail } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { createExerciseViaApi, muscleGroupsByName } from './exercise-helpers.js';

describe('exercises in the audit log', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let groups: Map<string, number>;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    groups = await muscleGroupsByName(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  const groupId = (name: string) => {
    const id = groups.get(name);
    if (id === undefined) throw new Error(`No muscle group ${name}`);
    return id;
  };

  it('create: one entry naming the new exercise', async () => {
    const response = await call('POST', '/exercises', { name: 'Front Squat', target_muscle_group: 'legs' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: ExerciseDetail }>().data.id;
    expect(await entriesOfAnswer(ctx.db, response)).toMatchObject([
      { action: 'create', record_type: 'exercise', record_id: id, record_name: 'Front Squat' },
    ]);
  });

  it('update: before and after of the changed fields only, muscle groups by name', async () => {
    const [first, second] = [...groups.keys()];
    const exercise = await createExerciseViaApi(ctx.app, admin, {
      name: 'Row',
      muscle_groups: [{ muscle_group_id: groupId(first!), type: 'primary' }],
    });
    const response = await call('PUT', `/exercises/${exercise.id}`, {
      name: 'Barbell Row',
      muscle_groups: [
        { muscle_group_id: groupId(first!), type: 'primary' },
        { muscle_group_id: groupId(second!), type: 'secondary' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry, ...others] = await entriesOfAnswer(ctx.db, response);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'update', record_id: exercise.id, record_name: 'Barbell Row' });
    expect(entry!.changes).toEqual({
      name: { before: 'Row', after: 'Barbell Row' },
      secondary_muscle_groups: { before: [], after: [second] },
    });
  });

  it('an update reverted from the log puts the name and the muscle groups back', async () => {
    const [first, second] = [...groups.keys()];
    const exercise = await createExerciseViaApi(ctx.app, admin, {
      name: 'Curl',
      muscle_groups: [{ muscle_group_id: groupId(first!), type: 'primary' }],
    });
    const updated = await call('PUT', `/exercises/${exercise.id}`, {
      name: 'Hammer Curl',
      muscle_groups: [{ muscle_group_id: groupId(second!), type: 'primary' }],
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
      url: `/api/exercises/${exercise.id}`,
      headers: admin,
    });
    const data = detail.json<{ data: ExerciseDetail }>().data;
    expect(data.name).toBe('Curl');
    expect(data.primary_muscle_groups.map((group) => group.name)).toEqual([first]);
    expect(data.updated_at).not.toBe(exercise.updated_at);
  });

  it('a refused update writes no entry', async () => {
    const response = await call('PUT', '/exercises/999999', { name: 'Nothing' });
    expect(response.statusCode).toBe(404);
    expect(await entriesOfAnswer(ctx.db, response)).toEqual([]);
  });
});
