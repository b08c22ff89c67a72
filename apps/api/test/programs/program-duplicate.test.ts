import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROGRAM_NAME_MAX, programMessages, type ProgramDetail } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from './audit-helpers.js';
import {
  countClientStatements,
  fillProgram,
  scheduleContent,
  withFailingInsert,
} from './program-copy-helpers.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  makeImage,
  multipart,
  nonAdminAuthHeader,
  type AuthHeader,
} from './program-helpers.js';

describe('POST /training-programs/{id}/duplicate', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const duplicate = (id: number, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/training-programs/${id}/duplicate`,
      headers: admin,
      payload,
    });
  const countOf = async (table: string) =>
    Number((await ctx.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('copies the fields, weeks, days, day exercises in order with their sets and the listed exercises; no users', async () => {
    const source = await createProgramViaApi(ctx.app, admin, {
      name: 'Strength Base',
      duration_weeks: 3,
      training_days_per_week: 4,
      description: 'Heavy',
    });
    await fillProgram(ctx.db, source.id, 3);
    const { user } = await import('../helpers/factories.js').then((f) => f.createUser(ctx.db));
    await ctx.db.execute(
      sql`insert into program_users (training_program_id, user_id) values (${source.id}, ${user.id})`,
    );
    const response = await duplicate(source.id);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{ data: ProgramDetail }>().data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.name).toBe('Strength Base (copy)');
    expect(copy.users).toEqual([]);
    const sourceDetail = (
      await ctx.app.inject({ method: 'GET', url: `/api/training-programs/${source.id}`, headers: admin })
    ).json<{ data: ProgramDetail }>().data;
    const comparable = (p: ProgramDetail) => {
      const {
        id: _id,
        name: _name,
        created_at: _c,
        updated_at: _u,
        users: _users,
        ...rest
      } = p as ProgramDetail & {
        created_at?: unknown;
        updated_at?: unknown;
      };
      return rest;
    };
    expect(comparable(copy)).toEqual(comparable(sourceDetail));
    expect(copy.exercises).toHaveLength(3);
    const copied = await scheduleContent(ctx.db, copy.id);
    expect(copied).toEqual(await scheduleContent(ctx.db, source.id));
    expect(copied.filter((row) => row.exercise_id !== null)).toHaveLength(3 * 4 * 3);
  });

  it('copies supersets and circuits as groups of the copy', async () => {
    const source = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 1,
      training_days_per_week: 1,
    });
    await fillProgram(ctx.db, source.id, 4, 'Grouped');
    const [day] = (
      await ctx.db.execute<{ id: string }>(sql`
        select d.id from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${source.id} and not d.is_rest_day
      `)
    ).rows;
    const logIds = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from user_exercise_activity_logs where training_day_id = ${day!.id} order by position`,
      )
    ).rows.map((row) => Number(row.id));
    const grouped = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-days/${day!.id}/groups`,
      headers: admin,
      payload: { log_ids: logIds.slice(1, 3), kind: 'circuit', rounds: 3 },
    });
    expect(grouped.statusCode, grouped.body).toBe(201);
    const copy = (await duplicate(source.id)).json<{ data: ProgramDetail }>().data;
    const groupsOf = async (programId: number) =>
      (
        await ctx.db.execute<{
          position: number;
          group_id: string | null;
          kind: string | null;
          rounds: number | null;
        }>(sql`
          select l.position, l.group_id, g.kind, g.rounds
          from user_exercise_activity_logs_with_trash l
          join training_days d on d.id = l.training_day_id
          join training_weeks w on w.id = d.training_week_id
          left join day_exercise_groups g on g.id = l.group_id and g.training_day_id = l.training_day_id
          where w.training_program_id = ${programId}
          order by l.position
        `)
      ).rows;
    const before = await groupsOf(source.id);
    const after = await groupsOf(copy.id);
    expect(after.map(({ group_id: _g, ...rest }) => rest)).toEqual(
      before.map(({ group_id: _g, ...rest }) => rest),
    );
    expect(after.map((row) => row.kind)).toEqual([null, 'circuit', 'circuit', null]);
    expect(after[1]!.group_id).not.toBe(before[1]!.group_id);
  });

  it('takes a given name, and cuts a long name so the default fits', async () => {
    const source = await createProgramViaApi(ctx.app, admin, { name: 'x'.repeat(PROGRAM_NAME_MAX) });
    const named = await duplicate(source.id, { name: '  Block B  ' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<{ data: ProgramDetail }>().data.name).toBe('Block B');
    const cut = (await duplicate(source.id)).json<{ data: ProgramDetail }>().data.name;
    expect(cut).toHaveLength(PROGRAM_NAME_MAX);
    expect(cut.endsWith(' (copy)')).toBe(true);
  });

  it('copies the image as a file of its own with the same bytes', async () => {
    const source = await createProgramViaApi(ctx.app, admin);
    const image = await makeImage('png');
    const form = multipart([{ name: 'file', value: image, filename: 'cover.png', contentType: 'image/png' }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${source.id}/upload-program-image`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const response = await duplicate(source.id);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<{ data: ProgramDetail }>().data;
    const rows = (
      await ctx.db.execute<{ id: string; image_file_id: string; storage_name: string; size: string }>(sql`
        select p.id, p.image_file_id, f.storage_name, f.size from training_programs p
        join files f on f.id = p.image_file_id where p.id in (${source.id}, ${copy.id}) order by p.id
      `)
    ).rows;
    expect(rows).toHaveLength(2);
    const [original, duplicateRow] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(duplicateRow.image_file_id).not.toBe(original.image_file_id);
    expect(duplicateRow.storage_name).not.toBe(original.storage_name);
    const bytes = async (name: string) => {
      const stored = await ctx.app.storage.get(name);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    };
    expect((await bytes(duplicateRow.storage_name)).equals(await bytes(original.storage_name))).toBe(true);
    expect(duplicateRow.size).toBe(original.size);
  });

  it('writes a create entry naming the source program', async () => {
    const source = await createProgramViaApi(ctx.app, admin, { name: 'Audited Source' });
    const response = await duplicate(source.id);
    const copy = response.json<{ data: ProgramDetail }>().data;
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      record_type: 'program',
      record_id: copy.id,
      record_name: 'Audited Source (copy)',
      details: { duplicated_from: { id: source.id, name: 'Audited Source' } },
    });
  });

  it('answers 404 for an unknown or trashed program and 422 for a bad body', async () => {
    const missing = await duplicate(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: programMessages.notFound });
    const trashed = await createProgramViaApi(ctx.app, admin);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${trashed.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await duplicate(trashed.id)).statusCode).toBe(404);
    const source = await createProgramViaApi(ctx.app, admin);
    const blank = await duplicate(source.id, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { name: [programMessages.nameRequired] } });
    const long = await duplicate(source.id, { name: 'y'.repeat(PROGRAM_NAME_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { name: [programMessages.nameTooLong] } });
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'POST',
      url: `/api/training-programs/${source.id}/duplicate`,
      payload: {},
    });
  });

  it('is one transaction: a failure on the last insert leaves nothing behind', async () => {
    const source = await createProgramViaApi(ctx.app, admin, { duration_weeks: 2 });
    await fillProgram(ctx.db, source.id, 2, 'Rollback');
    const before = await Promise.all(
      [
        'training_programs_with_trash',
        'training_weeks',
        'training_days',
        'user_exercise_activity_logs_with_trash',
        'audit_entries',
      ].map(countOf),
    );
    await withFailingInsert(ctx.db, 'program_exercises', async () => {
      const response = await duplicate(source.id);
      expect(response.statusCode).toBe(500);
    });
    const after = await Promise.all(
      [
        'training_programs_with_trash',
        'training_weeks',
        'training_days',
        'user_exercise_activity_logs_with_trash',
        'audit_entries',
      ].map(countOf),
    );
    expect(after).toEqual(before);
  });

  it('sends the same number of statements whatever the program size', async () => {
    const small = await createProgramViaApi(ctx.app, admin, { duration_weeks: 1, training_days_per_week: 1 });
    await fillProgram(ctx.db, small.id, 1, 'Small');
    const large = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 12,
      training_days_per_week: 5,
    });
    await fillProgram(ctx.db, large.id, 6, 'Large');
    const count = async (id: number) =>
      countClientStatements(async () => {
        expect((await duplicate(id)).statusCode).toBe(201);
      });
    const smallCount = await count(small.id);
    expect(await count(large.id)).toBe(smallCount);
    expect(smallCount).toBeGreaterThan(3);
    expect(smallCount).toBeLessThan(20);
  });
});
