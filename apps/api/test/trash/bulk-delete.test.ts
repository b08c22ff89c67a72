import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DELETE_LIMIT, teamRoles, trashMessages, type BulkDeleteResult } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../src/lib/bulk-delete.js';
import { registerApiModule } from '../../src/plugins/operation-ids.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { auditRows, entryRows, keptProgramCount, liveCount, type AuthHeader } from './trash-helpers.js';

/**
 * bulkDeleteRoute (lib/bulk-delete.ts), registered here for programs as a test-only module `bulkTest`: the
 * modules register their own with their list's matchingKeys.
 */
describe('bulk delete route', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let tooMany = false;

  const namedLike = z.object({ name: z.string().min(1) }).strict();
  const url = '/api/bulk-test/programs/bulk-delete';
  const post = (payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin, payload });
  const newPrograms = async (...names: string[]) => {
    const result = await ctx.db.execute<{ id: string }>(sql`
      insert into training_programs (name, program_type, difficulty_level, duration_weeks)
      select n, 'strength', 'beginner', 1 from unnest(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[]) n
      returning id`);
    return result.rows.map((row) => Number(row.id));
  };
  const liveIds = async (ids: number[]) =>
    (
      await ctx.db.execute<{ id: string }>(
        sql`select id from training_programs where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
      )
    ).rows.map((row) => Number(row.id));

  beforeAll(async () => {
    ctx = await createTestApp({
      extraPermissions: { 'bulkTest.bulkDelete': teamRoles },
      register: (app) =>
        registerApiModule(app, 'bulkTest', async (scope) => {
          await scope.register(
            bulkDeleteRoute({
              path: '/bulk-test/programs/bulk-delete',
              operationId: 'bulkTest.bulkDelete',
              type: 'program',
              tags: ['test'],
              query: namedLike,
              resolveAll: async (db, query, limit) => {
                if (tooMany) return { ids: [], total: limit + 1 };
                const result = await db.execute<{ id: string }>(sql`
                  select id from training_programs where name like ${`${query.name}%`}
                  order by created_at desc, id desc limit ${limit + 1}`);
                const ids = result.rows.map((row) => Number(row.id));
                return { ids: ids.slice(0, limit), total: ids.length };
              },
            }),
          );
        }),
    });
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it('moves the ids in one batch, counts the missing as skipped, and one Undo restores them all', async () => {
    const ids = await newPrograms('Bulk A', 'Bulk B', 'Bulk C');
    const before = await keptProgramCount(ctx);
    const response = await post({ ids: [...ids, 999999] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: BulkDeleteResult }>().data;
    expect(result).toEqual({ type: 'program', batch_id: expect.any(String), count: 3, skipped: 1 });
    expect(await liveIds(ids)).toEqual([]);
    expect(await keptProgramCount(ctx)).toBe(before - 3);
    const entries = (await entryRows(ctx, 'program')).filter((row) => ids.includes(row.record_id));
    expect(entries.map((row) => row.batch_id)).toEqual([result.batch_id, result.batch_id, result.batch_id]);
    const requestEntries = (await auditRows(ctx, 'delete', 'program')).filter((row) =>
      ids.includes(row.record_id),
    );
    expect(requestEntries).toHaveLength(3);

    const undo = await ctx.app.inject({
      method: 'POST',
      url: `/api/trash/batches/${result.batch_id}/restore`,
      headers: admin,
    });
    expect(undo.json()).toEqual({ success: true, data: { restored: 3 } });
    expect(await liveIds(ids)).toEqual(ids);
    expect(await keptProgramCount(ctx)).toBe(await liveCount(ctx, 'training_programs'));
  });

  it('answers count 0 when every id is already gone, with an entry on record', async () => {
    const response = await post({ ids: [999998, 999997] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ type: 'program', batch_id: null, count: 0, skipped: 2 });
  });

  it('resolves all matching with the expected total; 409 when the list changed, 422 above the limit', async () => {
    const ids = await newPrograms('Match 1', 'Match 2', 'Other');
    const changed = await post({ all_matching: { name: 'Match' }, expected_total: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(trashMessages.expectedTotalChanged);
    expect(await liveIds(ids)).toEqual(ids);

    const invalid = await post({ all_matching: { name: '' }, expected_total: 0 });
    expect(invalid.statusCode).toBe(422);

    tooMany = true;
    try {
      const refused = await post({ all_matching: { name: 'Match' }, expected_total: BULK_DELETE_LIMIT + 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(trashMessages.tooMany);
    } finally {
      tooMany = false;
    }

    const matched = await post({ all_matching: { name: 'Match' }, expected_total: 2 });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().data).toMatchObject({ count: 2, skipped: 0 });
    expect(await liveIds(ids)).toEqual([ids[2]]);
  });

  it('is one transaction: a row that fails leaves every record in place and writes no entry', async () => {
    const ids = await newPrograms('Tx one', 'Tx two boom', 'Tx three');
    await ctx.db.execute(sql`
      create function refuse_boom_program() returns trigger language plpgsql as $$
      begin
        if new.deleted_at is not null and new.name like '%boom%' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_boom_program before update on training_programs_with_trash
      for each row execute function refuse_boom_program()`);
    const auditBefore = (await auditRows(ctx, 'delete', 'program')).length;
    try {
      const response = await post({ ids });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_boom_program on training_programs_with_trash`);
      await ctx.db.execute(sql`drop function refuse_boom_program()`);
    }
    expect(await liveIds(ids)).toEqual(ids);
    expect((await entryRows(ctx, 'program')).filter((row) => ids.includes(row.record_id))).toEqual([]);
    expect((await auditRows(ctx, 'delete', 'program')).length).toBe(auditBefore);
  });

  it('refuses bodies that are neither ids nor all matching', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: [1], all_matching: {} },
      { all_matching: { name: 'x' } },
    ]) {
      expect((await post(payload)).statusCode).toBe(422);
    }
  });
});
