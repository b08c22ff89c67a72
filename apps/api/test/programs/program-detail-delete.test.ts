import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { ID_PARAM_MESSAGE, programApiMessages, programMessages } from '@coachboard/contract';
import {
  files,
  programExercises,
  programUsers,
  trainingDays,
  trainingPrograms,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
  users,
} from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  assignExerciseToDay,
  createProgramViaApi,
  expectAdminOnly,
  insertExercise,
  makeImage,
  multipart,
  nonAdminAuthHeader,
  type AuthHeader,
} from './program-helpers.js';
import { storageForDataDir } from '../../src/storage/index.js';

describe('GET and DELETE /api/training-programs/{id}', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('answers the detail with active assigned users in assignment order and the exercises', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Detail Program', description: null });
    const first = await createUser(ctx.db, { firstName: 'Zoe', lastName: 'Adams' });
    const second = await createUser(ctx.db, { firstName: null, lastName: null });
    const gone = await createUser(ctx.db, { firstName: 'Gone', deletedAt: new Date() });
    await ctx.db.insert(programUsers).values([
      { trainingProgramId: program.id, userId: second.user.id, assignedAt: new Date('2025-02-02T00:00:00Z') },
      { trainingProgramId: program.id, userId: first.user.id, assignedAt: new Date('2025-02-01T00:00:00Z') },
      { trainingProgramId: program.id, userId: gone.user.id, assignedAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    const squat = await insertExercise(ctx.db, 'Squat');
    const bench = await insertExercise(ctx.db, 'Bench Press');
    await ctx.db.insert(programExercises).values([
      { trainingProgramId: program.id, exerciseId: squat.id },
      { trainingProgramId: program.id, exerciseId: bench.id },
    ]);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: program.id, name: 'Detail Program', description: null, is_admin: true });
    expect(data.users).toEqual([
      {
        id: first.user.id,
        email: first.user.email,
        first_name: 'Zoe',
        last_name: 'Adams',
        deleted_at: null,
        is_active: true,
      },
      {
        id: second.user.id,
        email: second.user.email,
        first_name: null,
        last_name: null,
        deleted_at: null,
        is_active: true,
      },
    ]);
    expect(data.exercises).toEqual([
      { id: bench.id, name: 'Bench Press' },
      { id: squat.id, name: 'Squat' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password|token_version/);
  });

  it('answers 404 with the message for an unknown program and 422 for a malformed id', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/training-programs/999999',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: programMessages.notFound });
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/training-programs/abc',
      headers: admin,
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: ID_PARAM_MESSAGE, errors: { id: [ID_PARAM_MESSAGE] } });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/training-programs/1' });
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: '/api/training-programs/1' });
  });

  it('moves a program to the trash with its weeks, days, assigned exercises, assignments and image; a purge removes them', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 3 });
    const keep = await createProgramViaApi(ctx.app, admin, { name: 'Keep me', duration_weeks: 2 });
    const member = await createUser(ctx.db);
    await ctx.db.insert(programUsers).values([
      { trainingProgramId: program.id, userId: member.user.id },
      { trainingProgramId: keep.id, userId: member.user.id },
    ]);
    const exercise = await insertExercise(ctx.db, 'Deadlift');
    await ctx.db.insert(programExercises).values({ trainingProgramId: program.id, exerciseId: exercise.id });
    const { log } = await assignExerciseToDay(ctx.db, program.id, 2, 1, exercise.id);
    const upload = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'cover.png', contentType: 'image/png' },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${program.id}/upload-program-image`,
      headers: { ...admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId: number = uploaded.json().data.id;
    const [fileRow] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    const storage = storageForDataDir(ctx.dataDir);
    expect(await storage.exists(fileRow!.storageName)).toBe(true);
    const weekIds = (
      await ctx.db
        .select({ id: trainingWeeks.id })
        .from(trainingWeeks)
        .where(eq(trainingWeeks.trainingProgramId, program.id))
    ).map((week) => week.id);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: programApiMessages.deleted,
      data: { id: program.id },
    });

    // In the trash: hidden from the view, the row and everything hanging off it kept in place.
    expect(await ctx.db.select().from(trainingPrograms).where(eq(trainingPrograms.id, program.id))).toEqual(
      [],
    );
    const [trashed] = await ctx.db
      .select()
      .from(trainingProgramsWithTrash)
      .where(eq(trainingProgramsWithTrash.id, program.id));
    expect(trashed?.deletedAt).toBeInstanceOf(Date);
    expect(
      await ctx.db.select().from(trainingWeeks).where(eq(trainingWeeks.trainingProgramId, program.id)),
    ).toHaveLength(3);
    expect(
      await ctx.db.select().from(trainingDays).where(inArray(trainingDays.trainingWeekId, weekIds)),
    ).toHaveLength(21);
    expect(
      await ctx.db.select().from(userExerciseActivityLogs).where(eq(userExerciseActivityLogs.id, log.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(userExerciseActivityLogsWithTrash)
        .where(eq(userExerciseActivityLogsWithTrash.id, log.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(programUsers).where(eq(programUsers.trainingProgramId, program.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(programExercises).where(eq(programExercises.trainingProgramId, program.id)),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    expect(await storage.exists(fileRow!.storageName)).toBe(true);

    // Purged from the trash: gone for good, the image's row at once and its stored file by the sweep job.
    const purged = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trash/program/${program.id}`,
      headers: admin,
    });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(trainingProgramsWithTrash)
        .where(eq(trainingProgramsWithTrash.id, program.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(trainingWeeks).where(eq(trainingWeeks.trainingProgramId, program.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(userExerciseActivityLogsWithTrash)
        .where(eq(userExerciseActivityLogsWithTrash.id, log.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(programUsers).where(eq(programUsers.trainingProgramId, program.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    const deadline = Date.now() + 10_000;
    while ((await storage.exists(fileRow!.storageName)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await storage.exists(fileRow!.storageName)).toBe(false);

    // Everything else stays: the other program, its assignment, the user and the exercise.
    const [kept] = await ctx.db
      .select({ weeks: count() })
      .from(trainingWeeks)
      .where(eq(trainingWeeks.trainingProgramId, keep.id));
    expect(kept?.weeks).toBe(2);
    expect(
      await ctx.db.select().from(programUsers).where(eq(programUsers.trainingProgramId, keep.id)),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(users).where(eq(users.id, member.user.id))).toHaveLength(1);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(programMessages.notFound);
  });
});
