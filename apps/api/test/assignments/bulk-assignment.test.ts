import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bulkAssignmentMessages,
  personalCopyName,
  type AssignmentBatchUndoResult,
  type BulkAssignmentPreview,
  type BulkAssignmentResult,
  type UserPage,
  userMessages,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import { fillProgram, scheduleContent, withFailingInsert } from '../programs/program-copy-helpers.js';
import {
  createProgramViaApi,
  makeImage,
  multipart,
  validProgram,
  type AuthHeader,
} from '../programs/program-helpers.js';

/** Statements of the one request transaction `run` causes, BEGIN to COMMIT/ROLLBACK (other pool clients aside). */
const countTransactionStatements = async (run: () => Promise<void>) => {
  const sent: { client: pg.Client; text: string }[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config] = args;
    const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
    sent.push({ client: this, text: text.trim().toLowerCase() });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  const transactional = new Set(sent.filter((entry) => entry.text === 'begin').map((entry) => entry.client));
  expect(transactional.size).toBe(1);
  let inside = false;
  let count = 0;
  for (const entry of sent) {
    if (!transactional.has(entry.client)) continue;
    if (entry.text === 'begin') inside = true;
    if (inside) count += 1;
    if (entry.text === 'commit' || entry.text === 'rollback') inside = false;
  }
  return count;
};

describe('bulk assignment', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const assign = (programId: number, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/training-programs/${programId}/assignments`,
      headers: admin,
      payload,
    });
  const assigned = async (programId: number, payload: object) => {
    const response = await assign(programId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: BulkAssignmentResult }>().data;
  };
  const preview = async (programId: number, payload: object) => {
    const response = await assign(programId, { ...payload, dry_run: true });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: BulkAssignmentPreview }>().data;
  };
  const undo = (batchId: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/assignment-batches/${batchId}/undo`, headers: admin });
  const users = async (count: number, firstName = 'Bulk') => {
    const made = [];
    for (let index = 0; index < count; index += 1) {
      made.push((await createUser(ctx.db, { firstName, lastName: `Person${index + 1}` })).user);
    }
    return made;
  };
  const rowsOf = async (programId: number) =>
    (
      await ctx.db.execute<{
        user_id: string;
        start_date: string;
        mode: string;
        batch_id: string | null;
      }>(sql`
        select user_id, start_date::text, mode, batch_id::text from program_users
        where training_program_id = ${programId} order by user_id
      `)
    ).rows.map((row) => ({ ...row, user_id: Number(row.user_id) }));
  const copiesOf = async (templateId: number) =>
    (
      await ctx.db.execute<{
        id: string;
        name: string;
        owner_user_id: string;
        image_file_id: string | null;
      }>(sql`
        select id, name, owner_user_id, image_file_id from training_programs_with_trash
        where template_id = ${templateId} order by owner_user_id
      `)
    ).rows.map((row) => ({ ...row, id: Number(row.id), owner_user_id: Number(row.owner_user_id) }));
  const counts = async () =>
    (
      await ctx.db.execute<Record<string, number>>(sql`
        select (select count(*) from program_users)::int as assignments,
          (select count(*) from training_programs_with_trash)::int as programs,
          (select count(*) from training_weeks)::int as weeks,
          (select count(*) from user_exercise_activity_logs_with_trash)::int as places,
          (select count(*) from files)::int as files,
          (select count(*) from assignment_batches)::int as batches,
          (select count(*) from audit_entries)::int as entries
      `)
    ).rows[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('previews without writing: will_assign, and the skipped users with their name and reason', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Preview Plan', duration_weeks: 2 });
    await fillProgram(ctx.db, program.id, 2, 'Preview');
    const [ann, bob, already] = await users(3, 'Preview');
    const { user: gone } = await createUser(ctx.db, {
      firstName: 'Gone',
      lastName: 'User',
      deletedAt: new Date(),
    });
    const { user: panel } = await createUser(ctx.db, { role: 'admin' });
    await assigned(program.id, { user_ids: [already!.id] });
    const before = await counts();
    for (const mode of ['linked', 'copy']) {
      const answer = await assign(program.id, {
        user_ids: [ann!.id, gone.id, bob!.id, already!.id, 987_654, ann!.id],
        mode,
        dry_run: true,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe('2 users will be assigned · 3 skipped');
      expect(answer.json<{ data: BulkAssignmentPreview }>().data).toEqual({
        will_assign: 2,
        skipped: [
          { user_id: gone.id, name: 'Gone User', reason: 'deleted' },
          { user_id: already!.id, name: 'Preview Person3', reason: 'already assigned' },
          { user_id: 987_654, name: null, reason: 'not found' },
        ],
        skipped_count: 3,
      });
      expect(await entriesOfAnswer(ctx.db, answer)).toEqual([]);
      // A panel account is not skipped but refused: the Team page manages it.
      const withPanel = await assign(program.id, { user_ids: [ann!.id, panel.id], mode, dry_run: true });
      expect(withPanel.statusCode).toBe(403);
      expect(withPanel.json()).toEqual({ success: false, message: userMessages.panelAccount });
    }
    expect(await counts()).toEqual(before);
  });

  it("selects by the users list's own filter: exactly the users the list shows, deleted ones skipped", async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Filter Plan' });
    const zebras = await users(3, 'Zebrafilter');
    await createUser(ctx.db, { firstName: 'Zebrafilter', lastName: 'Gone', deletedAt: new Date() });
    await users(2, 'Otherfilter');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?search=zebrafilter&is_active=true',
      headers: admin,
    });
    const listed = list.json<{ data: UserPage }>().data.data.map((user) => user.id);
    expect(listed.sort()).toEqual(zebras.map((user) => user.id).sort());

    const all = await preview(program.id, { filter: { search: 'zebrafilter' } });
    expect(all.will_assign).toBe(3);
    expect(all.skipped).toEqual([expect.objectContaining({ name: 'Zebrafilter Gone', reason: 'deleted' })]);

    const result = await assigned(program.id, {
      filter: { search: 'zebrafilter', status: 'active' },
      start_date: '2026-12-07',
    });
    expect(result).toMatchObject({ assigned: 3, copies: 0, skipped: [], skipped_count: 0, mode: 'linked' });
    expect((await rowsOf(program.id)).map((row) => row.user_id).sort()).toEqual(listed.sort());
  });

  it('assigns linked in one batch with the start date; one audit entry for the batch', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Linked Bulk' });
    const people = await users(3, 'Linked');
    const answer = await assign(program.id, {
      user_ids: people.map((user) => user.id),
      start_date: '2026-12-07',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json<{ message: string; data: BulkAssignmentResult }>();
    expect(result.message).toBe('3 users assigned to Linked Bulk');
    expect(result.data).toEqual({
      batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      program_id: program.id,
      mode: 'linked',
      start_date: '2026-12-07',
      assigned: 3,
      copies: 0,
      skipped: [],
      skipped_count: 0,
    });
    expect(await rowsOf(program.id)).toEqual(
      people.map((user) => ({
        user_id: user.id,
        start_date: '2026-12-07',
        mode: 'linked',
        batch_id: result.data.batch_id,
      })),
    );
    const entries = await entriesOfAnswer(ctx.db, answer);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'assign',
      record_type: 'program',
      record_id: program.id,
      batch_id: result.data.batch_id,
      details: { bulk: true, mode: 'linked', assigned: 3, user_ids: people.map((user) => user.id) },
    });
  });

  it('makes a personal copy per user, set-based: schedule, groups, listed exercises, own image file', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Copy Bulk', duration_weeks: 3 });
    await fillProgram(ctx.db, template.id, 3, 'CopyBulk');
    await ctx.db.execute(sql`
      with day as (
        select d.id from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${template.id} and not d.is_rest_day order by w.sequence_number, d.id limit 1
      ), g as (insert into day_exercise_groups (training_day_id, kind) select id, 'superset' from day returning id)
      update user_exercise_activity_logs_with_trash set group_id = (select id from g)
      where training_day_id = (select id from day) and position in (1, 2)
    `);
    const form = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'cover.png', contentType: 'image/png' },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${template.id}/upload-program-image`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const people = await users(3, 'Copied');

    const answer = await assign(template.id, {
      user_ids: people.map((user) => user.id),
      mode: 'copy',
      start_date: '2026-12-14',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const result = answer.json<{ data: BulkAssignmentResult }>().data;
    expect(result).toMatchObject({ assigned: 3, copies: 3, mode: 'copy' });

    const copies = await copiesOf(template.id);
    expect(copies.map((copy) => copy.owner_user_id)).toEqual(people.map((user) => user.id));
    expect(copies.map((copy) => copy.name)).toEqual(
      people.map((user) => personalCopyName('Copy Bulk', `${user.firstName} ${user.lastName}`)),
    );
    const templateSchedule = await scheduleContent(ctx.db, template.id);
    expect(templateSchedule.filter((row) => row.exercise_id !== null)).toHaveLength(3 * 3 * 3);
    for (const copy of copies) {
      expect(await scheduleContent(ctx.db, copy.id)).toEqual(templateSchedule);
      expect(await rowsOf(copy.id)).toEqual([
        { user_id: copy.owner_user_id, start_date: '2026-12-14', mode: 'copy', batch_id: result.batch_id },
      ]);
    }
    const groups = await ctx.db.execute<{ program_id: string; members: number }>(sql`
      select w.training_program_id as program_id, count(*)::int as members
      from user_exercise_activity_logs_with_trash l
      join day_exercise_groups g on g.id = l.group_id
      join training_days d on d.id = l.training_day_id and d.id = g.training_day_id
      join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = any(${sql.raw(`array[${copies.map((copy) => copy.id).join(',')}]::bigint[]`)})
      group by 1
    `);
    expect(groups.rows.map((row) => row.members)).toEqual([2, 2, 2]);
    const links = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from program_exercises where training_program_id in
        (select id from training_programs where template_id = ${template.id})
    `);
    expect(links.rows[0]!.n).toBe(3 * 3);
    const images = await ctx.db.execute<{ storage_name: string }>(sql`
      select f.storage_name from training_programs_with_trash p join files f on f.id = p.image_file_id
      where p.id = ${template.id} or p.template_id = ${template.id}
    `);
    const names = images.rows.map((row) => row.storage_name);
    expect(new Set(names).size).toBe(4);
    for (const name of names) expect(await ctx.app.storage.exists(name)).toBe(true);
    // Each copy's object has its sweep queued an hour ahead, as the template's upload has (putTrackedFiles).
    const sweeps = await ctx.db.execute<{ storage_name: string; max_attempts: number; ahead: boolean }>(sql`
      select payload->>'storage_name' as storage_name, max_attempts,
        run_at > now() + interval '50 minutes' as ahead
      from graphile_worker._private_jobs
      where payload->>'storage_name' in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))
    `);
    expect(sweeps.rows).toHaveLength(4);
    for (const sweep of sweeps.rows) expect(sweep).toMatchObject({ max_attempts: 10, ahead: true });
    // The template sync's base and identities, as a single assign's copy gets them.
    const sync = await ctx.db.execute<{ bases: number; unlinked: number }>(sql`
      select (select count(*) from program_copy_bases where template_id = ${template.id})::int as bases,
        (select count(*) from user_exercise_activity_logs_with_trash l
          join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
          join training_programs p on p.id = w.training_program_id
          where p.template_id = ${template.id} and l.template_log_id is null)::int as unlinked
    `);
    expect(sync.rows[0]).toEqual({ bases: 3, unlinked: 0 });
    // The template itself is not assigned; the users follow it through their copies and are skipped next time.
    expect(await rowsOf(template.id)).toEqual([]);
    const again = await preview(template.id, { user_ids: [people[0]!.id], mode: 'linked' });
    expect(again.skipped).toEqual([expect.objectContaining({ reason: 'already assigned' })]);

    const entries = await entriesOfAnswer(ctx.db, answer);
    expect(entries.map((entry) => [entry.action, entry.record_id])).toEqual([
      ['assign', template.id],
      ...copies.map((copy) => ['create', copy.id]),
    ]);
  });

  it('gives bulk copies what the template sync needs: a template change applies to each, nothing kept', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Synced Bulk', duration_weeks: 2 });
    await fillProgram(ctx.db, template.id, 2, 'Synced');
    const people = await users(2, 'Synced');
    await assigned(template.id, { user_ids: people.map((user) => user.id), mode: 'copy' });
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set sets_data = jsonb_set(sets_data, '{set_1,reps}', '12')
      where id = (select l.id from user_exercise_activity_logs_with_trash l
        join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${template.id} order by l.id limit 1)
    `);
    const sync = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-programs/${template.id}/sync`,
      headers: admin,
      payload: { dry_run: true },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    const copies = sync.json<{
      data: { copies: { applied: string[]; kept: string[]; conflicts: string[] }[] };
    }>().data.copies;
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.applied).toEqual([expect.stringMatching(/^Week 1 · Day 1 · .* · set 1 reps: 6 → 12$/)]);
      expect(copy.kept).toEqual([]);
      expect(copy.conflicts).toEqual([]);
    }
  });

  it('writes every assignment and copy in one transaction or none', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Atomic Bulk' });
    await fillProgram(ctx.db, template.id, 2, 'Atomic');
    const people = await users(4, 'Atomic');
    const before = await counts();
    for (const mode of ['copy', 'linked']) {
      await withFailingInsert(ctx.db, 'assignment_batches', async () => {
        const answer = await assign(template.id, { user_ids: people.map((user) => user.id), mode });
        expect(answer.statusCode).toBe(500);
      });
    }
    expect(await counts()).toEqual(before);
    expect(await copiesOf(template.id)).toEqual([]);
  });

  it('refuses when every user is skipped (409), too many copies or a bad body (422), an unknown program (404)', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Refusals' });
    const [only] = await users(1, 'Refused');
    await assigned(program.id, { user_ids: [only!.id] });
    const nothing = await assign(program.id, { user_ids: [only!.id] });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(bulkAssignmentMessages.nothingToAssign);
    const both = await assign(program.id, { user_ids: [only!.id], filter: { search: 'x' } });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.user_ids).toEqual([bulkAssignmentMessages.usersOrFilter]);
    const many = await ctx.db.execute<{ id: string }>(sql`
      insert into users (email, first_name, last_name)
      select 'many' || g || '@bulk.test', 'Many', 'User' || g from generate_series(1, 1001) g
      returning id
    `);
    const tooMany = await assign(program.id, {
      user_ids: many.rows.map((row) => Number(row.id)),
      mode: 'copy',
      dry_run: true,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.mode).toEqual([bulkAssignmentMessages.tooManyCopies]);
    const linkedMany = await preview(program.id, { user_ids: many.rows.map((row) => Number(row.id)) });
    expect(linkedMany.will_assign).toBe(1001);
    const missing = await assign(987_654, { user_ids: [only!.id] });
    expect(missing.statusCode).toBe(404);
  });

  it('undoes exactly its batch (another batch untouched); again 409, unknown 404', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Undo Bulk' });
    await fillProgram(ctx.db, template.id, 2, 'Undo');
    const [a, b, c, d, e] = await users(5, 'Undo');
    const first = await assigned(template.id, { user_ids: [a!.id, b!.id] });
    const second = await assigned(template.id, { user_ids: [c!.id] });
    const firstCopies = await assigned(template.id, { user_ids: [d!.id], mode: 'copy' });
    const secondCopies = await assigned(template.id, { user_ids: [e!.id], mode: 'copy' });
    const [dCopy, eCopy] = await copiesOf(template.id);
    const eSchedule = await scheduleContent(ctx.db, eCopy!.id);

    const answer = await undo(first.batch_id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Assignment undone: 2 users unassigned');
    expect(answer.json<{ data: AssignmentBatchUndoResult }>().data).toEqual({
      batch_id: first.batch_id,
      unassigned: 2,
      copies_removed: 0,
    });
    expect((await rowsOf(template.id)).map((row) => row.batch_id)).toEqual([second.batch_id]);
    expect((await entriesOfAnswer(ctx.db, answer))[0]).toMatchObject({
      action: 'unassign',
      record_id: template.id,
      details: { undo_of_batch: first.batch_id, unassigned: 2 },
    });

    const copyUndo = await undo(firstCopies.batch_id);
    expect(copyUndo.statusCode, copyUndo.body).toBe(200);
    expect(copyUndo.json().data).toMatchObject({ unassigned: 1, copies_removed: 1 });
    expect((await copiesOf(template.id)).map((copy) => copy.id)).toEqual([eCopy!.id]);
    expect(await scheduleContent(ctx.db, dCopy!.id)).toEqual([]);
    expect(await scheduleContent(ctx.db, eCopy!.id)).toEqual(eSchedule);
    expect(await rowsOf(eCopy!.id)).toHaveLength(1);
    expect((await entriesOfAnswer(ctx.db, copyUndo)).map((entry) => entry.action)).toEqual([
      'unassign',
      'purge',
    ]);
    expect(secondCopies.copies).toBe(1);

    const again = await undo(first.batch_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bulkAssignmentMessages.alreadyUndone);
    const unknown = await undo('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(bulkAssignmentMessages.batchNotFound);
  });

  it('refuses to undo with 409 naming the copies edited since (schedule or own fields), removing nothing', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Edited Bulk' });
    await fillProgram(ctx.db, template.id, 2, 'Edited');
    const people = await users(3, 'Edited');
    const batch = await assigned(template.id, { user_ids: people.map((user) => user.id), mode: 'copy' });
    const [first, second, third] = await copiesOf(template.id);
    // The template changing afterwards is no edit of the copies.
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set sets_data = '{"set_1": {"reps": 1}}'
      where training_day_id in (select d.id from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${template.id})
    `);
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set sets_data = '{"set_1": {"reps": 3}}'
      where id = (select l.id from user_exercise_activity_logs_with_trash l
        join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${second!.id} order by l.id limit 1)
    `);
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/training-programs/${third!.id}`,
      headers: admin,
      payload: validProgram({ name: 'Renamed copy' }),
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const before = await counts();

    const refused = await undo(batch.batch_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bulkAssignmentMessages.copiesEdited([second!.name, 'Renamed copy']));
    expect(refused.json().errors.copies).toEqual([second!.name, 'Renamed copy']);
    expect(await counts()).toEqual(before);
    expect(first).toBeDefined();
  });

  it('sends the same number of statements for 2 users as for 12, dry run, linked and copy', async () => {
    const template = await createProgramViaApi(ctx.app, admin, { name: 'Counted Bulk', duration_weeks: 2 });
    await fillProgram(ctx.db, template.id, 2, 'Counted');
    const people = await users(28, 'Counted');
    const ids = people.map((user) => user.id);
    const count = (userIds: number[], mode: string, dryRun: boolean) =>
      countTransactionStatements(async () => {
        const answer = await assign(template.id, { user_ids: userIds, mode, dry_run: dryRun });
        expect(answer.statusCode, answer.body).toBe(dryRun ? 200 : 201);
      });
    expect(await count(ids.slice(0, 12), 'copy', true)).toBe(await count(ids.slice(0, 2), 'copy', true));
    expect(await count(ids.slice(2, 4), 'linked', false)).toBe(
      await count(ids.slice(4, 16), 'linked', false),
    );
    expect(await count(ids.slice(16, 18), 'copy', false)).toBe(
      await count(ids.slice(18, 28).concat(ids[0]!), 'copy', false),
    );
  });
});
