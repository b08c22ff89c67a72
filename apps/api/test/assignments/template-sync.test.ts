import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AssignUserResult } from '@coachboard/contract';
import { templateSyncMessages, type TemplateSyncResult } from '@coachboard/contract/template-sync';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

/** The statements of the one request transaction `run` makes, BEGIN to COMMIT or ROLLBACK (as progression.test.ts). */
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

describe('template changes into personal copies', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, payload });
  const ok = async <T>(method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };
  const sync = (templateId: number, payload: object) =>
    ok<TemplateSyncResult>('POST', `/training-programs/${templateId}/sync`, payload);
  const setReps = (logId: number, reps: number[]) =>
    ok('PATCH', `/user-exercise-activity-logs/${logId}`, {
      sets_data: Object.fromEntries(reps.map((value, index) => [`set_${index + 1}`, { reps: value }])),
    });

  /** A program's live day exercises as (week, day, exercise, reps per set), in order. */
  const scheduleOf = async (programId: number) => {
    const rows = await ctx.db.execute<{ week: number; day: number; name: string; sets_data: object }>(sql`
      select w.sequence_number as week, d.day_of_the_week as day, e.name, l.sets_data
      from training_weeks w join training_days d on d.training_week_id = w.id
      join user_exercise_activity_logs l on l.training_day_id = d.id join exercises e on e.id = l.exercise_id
      where w.training_program_id = ${programId}
      order by w.sequence_number, d.day_of_the_week, l.position`);
    return rows.rows.map((row) => ({
      place: `${row.week}/${row.day}`,
      name: row.name,
      reps: Object.values(row.sets_data as Record<string, { reps: number }>).map((set) => set.reps),
      sets: row.sets_data,
    }));
  };
  const logOf = async (programId: number, week: number, name: string) => {
    const rows = await ctx.db.execute<{ id: string }>(sql`
      select l.id from training_weeks w join training_days d on d.training_week_id = w.id
      join user_exercise_activity_logs l on l.training_day_id = d.id join exercises e on e.id = l.exercise_id
      where w.training_program_id = ${programId} and w.sequence_number = ${week} and d.day_of_the_week = 1
        and e.name = ${name}`);
    return Number(rows.rows[0]!.id);
  };
  const lastAuditId = async () =>
    Number(
      (await ctx.db.execute<{ id: string | null }>(sql`select max(id) as id from audit_entries`)).rows[0]!
        .id ?? 0,
    );
  /** The programs given an `update` entry after the entry `after`. */
  const updatedSince = async (after: number) =>
    (
      await ctx.db.execute<{ record_id: string }>(sql`
        select record_id from audit_entries
        where id > ${after} and action = 'update' and record_type = 'program' order by id`)
    ).rows.map((row) => Number(row.record_id));
  const auditCount = async () =>
    Number((await ctx.db.execute<{ n: string }>(sql`select count(*) as n from audit_entries`)).rows[0]!.n);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  /** Template T (3 weeks) with bench press 8, 8 on week 2 day 1 and squat on week 3 day 1, copied to A and B. */
  const setUp = async (label: string) => {
    const template = await createProgramViaApi(ctx.app, admin, { name: `T ${label}`, duration_weeks: 3 });
    const weeks = await weeksOf(ctx.app, admin, template.id);
    const exercise = (name: string) => createExerciseViaApi(ctx.app, admin, { name: `${name} ${label}` });
    const [bench, squat, deadlift] = [
      await exercise('Bench press'),
      await exercise('Squat'),
      await exercise('Deadlift'),
    ];
    const benchLog = await addToDay(ctx.app, admin, {
      exercise_id: bench.id,
      training_day_id: dayId(weeks, 2, 1),
    });
    await setReps(benchLog.id, [8, 8]);
    await addToDay(ctx.app, admin, { exercise_id: squat.id, training_day_id: dayId(weeks, 3, 1) });
    const copyFor = async (firstName: string) => {
      const { user } = await createUser(ctx.db, { firstName, lastName: label });
      const result = await ok<AssignUserResult>(
        'POST',
        `/training-programs/${template.id}/assign-user/${user.id}`,
        {
          mode: 'copy',
        },
      );
      return { user, copyId: result.assignment.program_id };
    };
    return {
      template,
      weeks,
      bench,
      squat,
      deadlift,
      benchLog,
      a: await copyFor('Ana'),
      b: await copyFor('Ben'),
    };
  };

  it("the issue's case: A gets week 3's new exercise, keeps its 5 reps with one conflict; B ends equal to T", async () => {
    const { template, weeks, deadlift, benchLog, a, b } = await setUp('case');
    await setReps(await logOf(a.copyId, 2, 'Bench press case'), [5, 8]);
    await addToDay(ctx.app, admin, { exercise_id: deadlift.id, training_day_id: dayId(weeks, 3, 1) });
    await setReps(benchLog.id, [6, 8]);
    const before = {
      a: await scheduleOf(a.copyId),
      b: await scheduleOf(b.copyId),
      audit: await auditCount(),
    };

    const preview = await sync(template.id, { dry_run: true });
    expect(preview.copies).toEqual([
      {
        copy_program_id: a.copyId,
        user: { id: a.user.id, name: 'Ana case' },
        applied: ['Week 3 · Day 1 · Deadlift case added'],
        kept: [],
        conflicts: ['Week 2 · Day 1 · Bench press case · set 1 reps: template 6, copy 5'],
      },
      {
        copy_program_id: b.copyId,
        user: { id: b.user.id, name: 'Ben case' },
        applied: [
          'Week 2 · Day 1 · Bench press case · set 1 reps: 8 → 6',
          'Week 3 · Day 1 · Deadlift case added',
        ],
        kept: [],
        conflicts: [],
      },
    ]);
    // The dry run wrote nothing: the copies, their bases (the same preview again) and the audit log.
    expect({
      a: await scheduleOf(a.copyId),
      b: await scheduleOf(b.copyId),
      audit: await auditCount(),
    }).toEqual(before);
    expect(await sync(template.id, { dry_run: true })).toEqual(preview);

    const applied = await sync(template.id, {});
    expect(applied).toEqual(preview);
    expect(await scheduleOf(a.copyId)).toMatchObject([
      { place: '2/1', name: 'Bench press case', reps: [5, 8] },
      { place: '3/1', name: 'Squat case', reps: [1] },
      { place: '3/1', name: 'Deadlift case', reps: [1] },
    ]);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
    const entries = await ctx.db.execute<{ record_id: string; details: { conflicts: number } }>(sql`
      select record_id, details from audit_entries where action = 'update' and record_type = 'program'
      order by id desc limit 2`);
    expect(entries.rows.map((row) => [Number(row.record_id), row.details.conflicts]).sort()).toEqual(
      [
        [a.copyId, 1],
        [b.copyId, 0],
      ].sort(),
    );

    // The bases moved to T as it is now: nothing left to apply; A's 5 reps are its own change now.
    const again = await sync(template.id, { dry_run: true });
    expect(again.copies.map((copy) => [copy.applied, copy.kept, copy.conflicts])).toEqual([
      [[], ['Week 2 · Day 1 · Bench press case · set 1 reps: copy 5 (template 6)'], []],
      [[], [], []],
    ]);
  });

  it('syncs only the copies of user_ids; an exercise the template removed goes to the trash of an untouched copy', async () => {
    const { template, benchLog, a, b } = await setUp('trash');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user-exercise-activity-logs/${benchLog.id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const answer = await sync(template.id, { user_ids: [b.user.id] });
    expect(answer.copies).toEqual([
      expect.objectContaining({
        copy_program_id: b.copyId,
        applied: ['Week 2 · Day 1 · Bench press trash removed'],
      }),
    ]);
    expect((await scheduleOf(b.copyId)).map((row) => row.name)).toEqual(['Squat trash']);
    expect((await scheduleOf(a.copyId)).map((row) => row.name)).toEqual(['Bench press trash', 'Squat trash']);
    const trashed = await ctx.db.execute<{ n: string }>(sql`
      select count(*) as n from trash_entries t join user_exercise_activity_logs_with_trash l on l.id = t.record_id
      join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
      where t.record_type = 'day-exercise' and w.training_program_id = ${b.copyId}`);
    expect(Number(trashed.rows[0]!.n)).toBe(1);
  });

  it('a superset the template makes is made in an untouched copy, named after the template group', async () => {
    const { template, weeks, deadlift, benchLog, b } = await setUp('group');
    const deadliftLog = await addToDay(ctx.app, admin, {
      exercise_id: deadlift.id,
      training_day_id: dayId(weeks, 2, 1),
    });
    const grouped = await call('POST', `/training-days/${dayId(weeks, 2, 1)}/groups`, {
      log_ids: [benchLog.id, deadliftLog.id],
      kind: 'superset',
    });
    expect(grouped.statusCode, grouped.body).toBeLessThan(300);
    const answer = await sync(template.id, { user_ids: [b.user.id] });
    expect(answer.copies[0]!.applied).toEqual([
      'Week 2 · Day 1 · superset (Bench press group + Deadlift group) added',
      'Week 2 · Day 1 · Deadlift group added',
    ]);
    const rows = await ctx.db.execute<{
      name: string;
      template_group_id: string | null;
      group_id: string | null;
    }>(sql`
      select e.name, g.template_group_id, l.group_id from training_weeks w
      join training_days d on d.training_week_id = w.id
      join user_exercise_activity_logs l on l.training_day_id = d.id join exercises e on e.id = l.exercise_id
      left join day_exercise_groups g on g.id = l.group_id
      where w.training_program_id = ${b.copyId} and w.sequence_number = 2 order by l.position`);
    const templateGroup = await ctx.db.execute<{ group_id: string }>(sql`
      select group_id from user_exercise_activity_logs where id = ${benchLog.id}`);
    expect(rows.rows.map((row) => [row.name, row.template_group_id])).toEqual([
      ['Bench press group', templateGroup.rows[0]!.group_id],
      ['Deadlift group', templateGroup.rows[0]!.group_id],
    ]);
    expect(rows.rows[0]!.group_id).toBe(rows.rows[1]!.group_id);
    // The copy lists the exercise it got, as every program lists those on its days.
    const listed = await ctx.db.execute(sql`
      select 1 from program_exercises where training_program_id = ${b.copyId} and exercise_id = ${deadlift.id}`);
    expect(listed.rows).toHaveLength(1);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
  });

  it('a week the template gained reaches an untouched copy with its days and exercises; the copy gets the duration', async () => {
    const { template, squat, b } = await setUp('week');
    await ctx.db.execute(sql`
      with week as (
        insert into training_weeks (training_program_id, sequence_number) values (${template.id}, 4) returning id
      ),
      day as (
        insert into training_days (training_week_id, day_of_the_week, is_rest_day)
        select id, d, d = 2 from week cross join generate_series(1, 2) d returning id, day_of_the_week
      )
      insert into user_exercise_activity_logs (training_day_id, exercise_id, position, sets_data)
      select id, ${squat.id}, 1, '{"set_1": {"reps": 3, "weight": null, "time": null, "rir": null, "rest": null}}'::jsonb from day where day_of_the_week = 1`);
    await ctx.db.execute(sql`update training_programs set duration_weeks = 4 where id = ${template.id}`);
    const answer = await sync(template.id, { user_ids: [b.user.id] });
    expect(answer.copies[0]!.applied).toEqual(['Week 4 added']);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
    const days = await ctx.db.execute<{ day: number; rest: boolean }>(sql`
      select d.day_of_the_week as day, d.is_rest_day as rest from training_weeks w
      join training_days d on d.training_week_id = w.id
      where w.training_program_id = ${b.copyId} and w.sequence_number = 4 order by 1`);
    expect(days.rows).toEqual([
      { day: 1, rest: false },
      { day: 2, rest: true },
    ]);
    const copyRow = await ctx.db.execute<{ duration_weeks: number }>(sql`
      select duration_weeks from training_programs where id = ${b.copyId}`);
    expect(copyRow.rows[0]!.duration_weeks).toBe(4);
  });

  it("a template swap to an exercise the copy's day holds is a conflict, in the dry run and the apply, never a 500", async () => {
    const { template, deadlift, benchLog, a, b } = await setUp('swap');
    const copyWeeks = await weeksOf(ctx.app, admin, a.copyId);
    await addToDay(ctx.app, admin, { exercise_id: deadlift.id, training_day_id: dayId(copyWeeks, 2, 1) });
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set exercise_id = ${deadlift.id} where id = ${benchLog.id}`);
    const before = await scheduleOf(a.copyId);

    const preview = await sync(template.id, { dry_run: true });
    const expected = [
      {
        applied: [],
        kept: ['Week 2 · Day 1 · Deadlift swap added in the copy'],
        conflicts: [
          'Week 2 · Day 1 · Bench press swap · exercise: template Deadlift swap, already on this day in the copy',
        ],
      },
      {
        applied: ['Week 2 · Day 1 · Bench press swap · exercise: Bench press swap → Deadlift swap'],
        kept: [],
        conflicts: [],
      },
    ];
    expect(preview.copies.map(({ applied, kept, conflicts }) => ({ applied, kept, conflicts }))).toEqual(
      expected,
    );
    expect(await sync(template.id, {})).toEqual(preview);
    expect(await scheduleOf(a.copyId)).toEqual(before);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
  });

  it('exercises the template traded between two rows of a day are traded in the copy', async () => {
    const { template, weeks, bench, squat, deadlift, benchLog, b } = await setUp('trade');
    const deadliftLog = await addToDay(ctx.app, admin, {
      exercise_id: deadlift.id,
      training_day_id: dayId(weeks, 2, 1),
    });
    await sync(template.id, { user_ids: [b.user.id] });
    const trade = (id: number, exerciseId: number) =>
      ctx.db.execute(
        sql`update user_exercise_activity_logs_with_trash set exercise_id = ${exerciseId} where id = ${id}`,
      );
    await trade(benchLog.id, squat.id);
    await trade(deadliftLog.id, bench.id);
    await trade(benchLog.id, deadlift.id);
    const answer = await sync(template.id, { user_ids: [b.user.id] });
    expect(answer.copies[0]!.applied).toEqual([
      'Week 2 · Day 1 · Bench press trade · exercise: Bench press trade → Deadlift trade',
      'Week 2 · Day 1 · Deadlift trade · exercise: Deadlift trade → Bench press trade',
    ]);
    expect(answer.copies[0]!.conflicts).toEqual([]);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
  });

  it('a week the template removed stays in a copy holding exercises in it (a conflict); an empty day goes', async () => {
    const { template, b } = await setUp('removed');
    await ctx.db.execute(sql`
      delete from training_weeks where training_program_id = ${template.id} and sequence_number = 3`);
    await ctx.db.execute(sql`
      delete from training_days d using training_weeks w
      where w.id = d.training_week_id and w.training_program_id = ${template.id} and w.sequence_number = 1
        and d.day_of_the_week = 3`);
    const before = await scheduleOf(b.copyId);
    const answer = await sync(template.id, { user_ids: [b.user.id] });
    expect(answer.copies[0]!.applied).toEqual(['Week 1 · Day 3 removed']);
    expect(answer.copies[0]!.conflicts).toEqual([
      'Week 3: removed in the template, kept: it holds exercises in the copy',
    ]);
    expect(await scheduleOf(b.copyId)).toEqual(before);
    const days = await ctx.db.execute<{ week: number; day: number }>(sql`
      select w.sequence_number as week, d.day_of_the_week as day from training_weeks w
      join training_days d on d.training_week_id = w.id
      where w.training_program_id = ${b.copyId} and (w.sequence_number = 1 and d.day_of_the_week = 3
        or w.sequence_number = 3 and d.day_of_the_week = 1)`);
    expect(days.rows).toEqual([{ week: 3, day: 1 }]);
  });

  it('a copy whose writes fail is rolled back alone: answered with its error, base kept; the other copy syncs', async () => {
    const { template, benchLog, a, b } = await setUp('fail');
    await setReps(benchLog.id, [6, 8]);
    const before = await scheduleOf(a.copyId);
    const baseOf = async (copyId: number) =>
      (
        await ctx.db.execute<{ base: object }>(sql`
          select base from program_copy_bases where copy_program_id = ${copyId}`)
      ).rows[0]!.base;
    const baseBefore = await baseOf(a.copyId);
    await ctx.db.execute(
      sql.raw(`
        create function sync_fail_test() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from training_days d join training_weeks w on w.id = d.training_week_id
            where d.id = new.training_day_id and w.training_program_id = ${a.copyId}) then
            raise exception 'planted failure' using errcode = 'check_violation';
          end if;
          return new;
        end $$;
        create trigger sync_fail_test before update on user_exercise_activity_logs_with_trash
          for each row execute function sync_fail_test();`),
    );
    const last = await lastAuditId();
    let response;
    try {
      response = await call('POST', `/training-programs/${template.id}/sync`, {});
    } finally {
      await ctx.db.execute(
        sql.raw(`drop trigger sync_fail_test on user_exercise_activity_logs_with_trash;
          drop function sync_fail_test();`),
      );
    }
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; data: TemplateSyncResult }>();
    expect(answer.message).toBe(templateSyncMessages.appliedWithFailures(1, 1));
    expect(answer.data.copies).toEqual([
      expect.objectContaining({
        copy_program_id: a.copyId,
        applied: [],
        error: templateSyncMessages.copyRefused,
      }),
      expect.objectContaining({
        copy_program_id: b.copyId,
        applied: ['Week 2 · Day 1 · Bench press fail · set 1 reps: 8 → 6'],
      }),
    ]);
    expect(answer.data.copies[1]).not.toHaveProperty('error');
    expect(await scheduleOf(a.copyId)).toEqual(before);
    expect(await baseOf(a.copyId)).toEqual(baseBefore);
    expect(await scheduleOf(b.copyId)).toEqual(await scheduleOf(template.id));
    expect(await updatedSince(last)).toEqual([b.copyId]);

    // The failed copy's base stayed, so the next sync offers it the same change.
    const again = await sync(template.id, {});
    expect(again.copies.map((copy) => [copy.applied, copy.error])).toEqual([
      [['Week 2 · Day 1 · Bench press fail · set 1 reps: 8 → 6'], undefined],
      [[], undefined],
    ]);
    expect(await scheduleOf(a.copyId)).toEqual(await scheduleOf(template.id));
  });

  it('an apply records an entry only for the copies it changed; nothing changed, nothing recorded', async () => {
    const { template, benchLog, a, b } = await setUp('audit');
    await setReps(benchLog.id, [6, 8]);
    await sync(template.id, { user_ids: [b.user.id] });
    const count = await auditCount();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-programs/${template.id}/sync`,
      headers: admin,
      payload: { user_ids: [b.user.id] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ message: string }>().message).toBe(templateSyncMessages.applied(0));
    expect(await auditCount()).toBe(count);

    const last = await lastAuditId();
    await sync(template.id, {});
    expect(await updatedSince(last)).toEqual([a.copyId]);
  });

  it('reads all copies in the same number of statements, one copy or three', async () => {
    const counts: number[] = [];
    for (const copies of [1, 3]) {
      const template = await createProgramViaApi(ctx.app, admin, {
        name: `Count ${copies}`,
        duration_weeks: 2,
      });
      for (let index = 0; index < copies; index += 1) {
        const { user } = await createUser(ctx.db);
        await ok('POST', `/training-programs/${template.id}/assign-user/${user.id}`, { mode: 'copy' });
      }
      counts.push(
        await countTransactionStatements(async () => void (await sync(template.id, { dry_run: true }))),
      );
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it('answers 404 for a program not found', async () => {
    const response = await call('POST', '/training-programs/999999/sync', { dry_run: true });
    expect(response.statusCode).toBe(404);
  });
});
