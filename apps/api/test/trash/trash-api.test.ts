import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashMessages, type ProgramDetail } from '@coachboard/contract';
import { files } from '../../src/db/schema/index.js';
import { moveToTrash } from '../../src/lib/trash.js';
import { purgeDueTrash } from '../../src/modules/trash/public.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, makeImage, multipart } from '../programs/program-helpers.js';
import {
  auditRows,
  entryRows,
  inTrashTransaction,
  keptProgramCount,
  liveCount,
  trashPage,
  type AuthHeader,
} from './trash-helpers.js';

/** The trash API (trash-undo-audit section 3) over programs, whose declaration is the programs module's. */
describe('trash: list, restore, purge, batch restore, retention', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let adminId: number;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin });
  const programDetail = async (id: number) => api('GET', `/training-programs/${id}`);
  const trashPrograms = (ids: number[]) =>
    inTrashTransaction(ctx, (tx, context) => moveToTrash(tx, context, 'program', ids), {
      actor: { id: adminId, name: 'Trash Admin', email: 'trash-admin@example.test' },
    });
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    const admins = await ctx.db.execute<{ id: string }>(
      sql`select id from users where role = 'admin' order by id desc limit 1`,
    );
    adminId = Number(admins.rows[0]!.id);
  });
  afterAll(async () => ctx.close());

  it('lists the trash newest first, filtered by type and searched by name, with who and what went with it', async () => {
    const a = await createProgramViaApi(ctx.app, admin, { name: 'Trash Alpha' });
    const b = await createProgramViaApi(ctx.app, admin, { name: 'Trash Beta', duration_weeks: 2 });
    await trashPrograms([a.id]);
    await trashPrograms([b.id]);
    // A different type, straight into trash_entries (the recipes module is not what this test is about).
    await ctx.db.execute(sql`
      insert into trash_entries (record_type, record_id, name, batch_id, deleted_at)
      values ('recipe', 987654, 'Trash Gamma Soup', gen_random_uuid(), now() - interval '1 day')`);

    const all = await trashPage(ctx, admin);
    expect(all.data.map((entry) => entry.name)).toEqual(['Trash Beta', 'Trash Alpha', 'Trash Gamma Soup']);
    expect(all.total).toBe(3);
    const beta = all.data[0]!;
    expect(beta).toMatchObject({
      type: 'program',
      id: b.id,
      name: 'Trash Beta',
      parent: null,
      deleted_by: { name: 'Trash Admin', email: 'trash-admin@example.test' },
    });
    expect(beta.goes_with).toMatch(/2 weeks/);
    expect(new Date(beta.purge_at).getTime() - new Date(beta.deleted_at).getTime()).toBeGreaterThan(
      29 * 24 * 3600 * 1000,
    );

    expect((await trashPage(ctx, admin, '?type=recipe')).data.map((entry) => entry.name)).toEqual([
      'Trash Gamma Soup',
    ]);
    expect((await trashPage(ctx, admin, '?search=ALPH')).data.map((entry) => entry.id)).toEqual([a.id]);
    expect((await trashPage(ctx, admin, '?type=program&search=gamma')).data).toEqual([]);
    const settings = await api('GET', '/trash/settings');
    expect(settings.json()).toEqual({ success: true, data: { retention_days: 30 } });

    await ctx.db.execute(sql`delete from trash_entries where record_type = 'recipe' and record_id = 987654`);
  });

  it('restores a program exactly: the same detail, back in the kept count; 404 when not in the trash', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Restore Me' });
    const before = (await programDetail(program.id)).json<{ data: ProgramDetail }>().data;
    const countBefore = await keptProgramCount(ctx);

    await trashPrograms([program.id]);
    expect((await programDetail(program.id)).statusCode).toBe(404);
    expect(await keptProgramCount(ctx)).toBe(countBefore - 1);
    expect(await keptProgramCount(ctx)).toBe(await liveCount(ctx, 'training_programs'));

    const restored = await api('POST', `/trash/program/${program.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({
      success: true,
      data: { type: 'program', id: program.id, name: 'Restore Me' },
    });
    expect((await programDetail(program.id)).json<{ data: ProgramDetail }>().data).toEqual(before);
    expect(await keptProgramCount(ctx)).toBe(countBefore);
    expect(await entryRows(ctx, 'program')).not.toContainEqual(
      expect.objectContaining({ record_id: program.id }),
    );
    const [entry] = (await auditRows(ctx, 'restore', 'program')).filter(
      (row) => row.record_id === program.id,
    );
    expect(entry).toMatchObject({ record_name: 'Restore Me', actor_id: expect.anything() });

    const again = await api('POST', `/trash/program/${program.id}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(trashMessages.notInTrash);
    expect((await api('POST', '/trash/program/999999/restore')).statusCode).toBe(404);
    expect((await api('POST', '/trash/spaceship/1/restore')).statusCode).toBe(422);
  });

  it('purges a program with its image: the files row goes in the purge, the stored object with its sweep', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Purge Me' });
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
    const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
    const stored = path.join(uploadsDir(), file!.storageName);
    expect(fs.existsSync(stored)).toBe(true);

    await trashPrograms([program.id]);
    // In the trash, the image stays (a restore brings it back).
    expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    const countInTrash = await keptProgramCount(ctx);

    const purged = await api('DELETE', `/trash/program/${program.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json()).toEqual({ success: true, data: { type: 'program', id: program.id } });
    expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await keptProgramCount(ctx)).toBe(countInTrash);
    const row = await ctx.db.execute(
      sql`select 1 from training_programs_with_trash where id = ${program.id}`,
    );
    expect(row.rows).toHaveLength(0);
    expect(await entryRows(ctx, 'program')).not.toContainEqual(
      expect.objectContaining({ record_id: program.id }),
    );
    const [entry] = (await auditRows(ctx, 'purge', 'program')).filter((r) => r.record_id === program.id);
    expect(entry).toMatchObject({ record_name: 'Purge Me' });

    // The files trigger queued the sweep in the purge's transaction; the worker runs it after the commit.
    const deadline = Date.now() + 10_000;
    while (fs.existsSync(stored) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(stored)).toBe(false);

    expect((await api('DELETE', `/trash/program/${program.id}`)).statusCode).toBe(404);
    // A live program is not in the trash: purging it answers 404 and leaves it.
    const live = await createProgramViaApi(ctx.app, admin, { name: 'Still Live' });
    expect((await api('DELETE', `/trash/program/${live.id}`)).statusCode).toBe(404);
    expect((await programDetail(live.id)).statusCode).toBe(200);
  });

  it('restores a whole batch (the Undo), skipping what was restored meanwhile; 404 for an unknown batch', async () => {
    const one = await createProgramViaApi(ctx.app, admin, { name: 'Batch One' });
    const two = await createProgramViaApi(ctx.app, admin, { name: 'Batch Two' });
    const three = await createProgramViaApi(ctx.app, admin, { name: 'Batch Three' });
    const { batchId, moved } = await trashPrograms([one.id, two.id, three.id, 999999]);
    expect(moved).toEqual([one.id, two.id, three.id]);
    const deletes = (await auditRows(ctx, 'delete', 'program')).filter((row) => row.batch_id === batchId);
    expect(deletes.map((row) => row.record_id)).toEqual([one.id, two.id, three.id]);

    expect((await api('POST', `/trash/program/${two.id}/restore`)).statusCode).toBe(200);
    const undo = await api('POST', `/trash/batches/${batchId}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ success: true, data: { restored: 2 } });
    for (const program of [one, two, three]) expect((await programDetail(program.id)).statusCode).toBe(200);

    expect((await api('POST', `/trash/batches/${batchId}/restore`)).statusCode).toBe(404);
    expect((await api('POST', '/trash/batches/not-a-uuid/restore')).statusCode).toBe(422);
  });

  it('purges by retention only entries older than TRASH_RETENTION_DAYS, as the system, reason retention', async () => {
    const old = await createProgramViaApi(ctx.app, admin, { name: 'Old Trash' });
    const recent = await createProgramViaApi(ctx.app, admin, { name: 'Recent Trash' });
    await trashPrograms([old.id, recent.id]);
    await ctx.db.execute(sql`
      update trash_entries set retained_since = now() - interval '31 days'
      where record_type = 'program' and record_id = ${old.id}`);

    expect(await purgeDueTrash(ctx.db, ctx.app.recordTypes, 30)).toBe(1);
    const left = (await entryRows(ctx, 'program')).map((row) => row.record_id);
    expect(left).toContain(recent.id);
    expect(left).not.toContain(old.id);
    const gone = await ctx.db.execute(sql`select 1 from training_programs_with_trash where id = ${old.id}`);
    expect(gone.rows).toHaveLength(0);
    const [entry] = (await auditRows(ctx, 'purge', 'program')).filter((row) => row.record_id === old.id);
    expect(entry).toMatchObject({
      actor_id: null,
      details: { reason: 'retention' },
      record_name: 'Old Trash',
    });

    expect(await purgeDueTrash(ctx.db, ctx.app.recordTypes, 30)).toBe(0);
    expect(await keptProgramCount(ctx)).toBe(await liveCount(ctx, 'training_programs'));
  });

  it('purges in batches of 100 until none is due', async () => {
    const ids = await ctx.db.execute<{ id: string }>(sql`
      insert into training_programs (name, program_type, difficulty_level, duration_weeks)
      select 'Bulk old ' || n, 'strength', 'beginner', 1 from generate_series(1, 130) n returning id`);
    await trashPrograms(ids.rows.map((row) => Number(row.id)));
    await ctx.db.execute(sql`update trash_entries set retained_since = now() - interval '40 days'`);
    expect(await purgeDueTrash(ctx.db, ctx.app.recordTypes, 30)).toBeGreaterThanOrEqual(130);
    expect(await entryRows(ctx, 'program')).toEqual([]);
    expect(await keptProgramCount(ctx)).toBe(await liveCount(ctx, 'training_programs'));
  });
});
