import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TrainingDayEditor } from '@coachboard/contract';
import {
  dayExerciseHeldAgainMessage,
  exerciseRestDayClashMessage,
} from '@coachboard/contract/exercise-trash';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import {
  countClientStatements,
  dayIdsOf,
  fillProgram,
  weekIdsOf,
  withFailingInsert,
} from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { purgeDueTrash } from '../../src/modules/trash/public.js';
import { trashPage } from '../trash/trash-helpers.js';

/*
 * What a builder's replace takes off a day (a week copied onto a week, a day copied with mode
 * replace) goes to the trash as day exercises, one entry each in one batch; restoring appends them after the
 * day's current exercises with their sets and groups.
 */
describe('replaced day exercises go to the trash', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object) => inject('POST', url, payload);

  /** A program of `weeks` weeks, training days 1 and 4, `perDay` exercises on each (its own exercises). */
  const filledProgram = async (weeks: number, perDay: number, prefix: string) => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: `${prefix} program`,
      duration_weeks: weeks,
      training_days_per_week: 2,
    });
    const exercises = await fillProgram(ctx.db, program.id, perDay, prefix);
    return {
      id: program.id,
      name: `${prefix} program`,
      exercises,
      day: await dayIdsOf(ctx.db, program.id),
      week: await weekIdsOf(ctx.db, program.id),
    };
  };
  type Program = Awaited<ReturnType<typeof filledProgram>>;

  /** The day as the panel's editor reads it. */
  const detail = async (program: Program, week: number, dayOfTheWeek: number) => {
    const response = await inject(
      'GET',
      `/training-programs/${program.id}/training-weeks/${program.week(week)}/training-days/${program.day(week, dayOfTheWeek)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs;
  };
  /** `position exercise-id label+order` per log, and each log's id and sets. */
  const shape = (logs: TrainingDayEditor['user_exercise_activity_logs']) =>
    logs.map(
      (log) =>
        `${log.position} ${log.exercise.id}${log.group ? ` ${log.group.label}${log.group.order}` : ''}`,
    );
  const idsAndSets = (logs: TrainingDayEditor['user_exercise_activity_logs']) =>
    logs.map((log) => ({ id: log.id, sets_data: log.sets_data }));

  const trashedLogs = async (programId: number) =>
    (
      await ctx.db.execute<{ id: string }>(sql`
        select l.id from user_exercise_activity_logs_with_trash l
        join training_days d on d.id = l.training_day_id
        join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${programId} and l.deleted_at is not null
        order by l.id`)
    ).rows.map((row) => Number(row.id));
  const dayExerciseEntries = async () =>
    Number(
      (
        await ctx.db.execute<{ n: string }>(
          sql`select count(*) as n from trash_entries where record_type = 'day-exercise'`,
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('copy-to replace: the old exercises are listed in the trash; Undo appends them back with their sets and superset', async () => {
    const source = await filledProgram(1, 2, 'TrashCopySrc');
    const target = await filledProgram(1, 3, 'TrashCopyDst');
    const before = await detail(target, 1, 4);
    const grouped = await post(`/training-days/${target.day(1, 4)}/groups`, {
      log_ids: [before[0]!.id, before[1]!.id],
      kind: 'superset',
    });
    expect(grouped.statusCode, grouped.body).toBe(201);
    const old = await detail(target, 1, 4);
    expect(shape(old)).toEqual([
      `1 ${target.exercises[0]} A1`,
      `2 ${target.exercises[1]} A2`,
      `3 ${target.exercises[2]}`,
    ]);

    const response = await post(`/training-days/${source.day(1, 1)}/copy-to`, {
      target_day_ids: [target.day(1, 4)],
      mode: 'replace',
    });
    expect(response.statusCode, response.body).toBe(200);
    const copies = await detail(target, 1, 4);
    expect(shape(copies)).toEqual([`1 ${source.exercises[0]}`, `2 ${source.exercises[1]}`]);
    expect(await trashedLogs(target.id)).toEqual(old.map((log) => log.id).sort((a, b) => a - b));

    // Listed in the trash, one entry each, one batch, the program beside them.
    const page = await trashPage(ctx, admin, '?type=day-exercise&search=TrashCopyDst');
    expect(page.data.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
      old.map((log) => log.id).sort((a, b) => a - b),
    );
    const first = page.data.find((entry) => entry.id === old[0]!.id)!;
    expect(first).toMatchObject({
      type: 'day-exercise',
      name: `TrashCopyDst exercise 1 ${target.id} (Week 1 · Day 4)`,
      goes_with: '1 set',
      parent: { type: 'program', id: target.id, name: target.name },
    });
    const batches = new Set(page.data.map((entry) => entry.batch_id));
    expect(batches.size).toBe(1);

    // The audit log: one delete per trashed exercise in the batch, and the day's update with what it replaced.
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.filter((e) => e.action === 'delete').map((e) => e.record_id)).toEqual(
      old.map((log) => log.id).sort((a, b) => a - b),
    );
    expect(entries.filter((e) => e.action === 'delete').every((e) => e.record_type === 'day-exercise')).toBe(
      true,
    );
    const dayEntry = entries.find((e) => e.record_type === 'training-day');
    expect((dayEntry?.details as { replaced: string[] }).replaced).toHaveLength(3);

    // Undo (the batch): the old exercises come back after the copies, in their order, same ids and sets, the
    // superset whole; the copies keep their places.
    const undo = await post(`/trash/batches/${[...batches][0]}/restore`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ data: { restored: 3 } });
    const after = await detail(target, 1, 4);
    expect(shape(after)).toEqual([
      `1 ${source.exercises[0]}`,
      `2 ${source.exercises[1]}`,
      `3 ${target.exercises[0]} A1`,
      `4 ${target.exercises[1]} A2`,
      `5 ${target.exercises[2]}`,
    ]);
    expect(idsAndSets(after.slice(2))).toEqual(idsAndSets(old));
    expect(await trashedLogs(target.id)).toEqual([]);
    expect((await trashPage(ctx, admin, '?type=day-exercise&search=TrashCopyDst')).data).toEqual([]);
  });

  it('week duplicate replace: the old week is in the trash; a restore clashing with its copy answers 409 and changes nothing', async () => {
    const program = await filledProgram(2, 2, 'TrashWeek');
    const oldMonday = await detail(program, 2, 1);
    const oldThursday = await ctx.db.execute<{ id: string }>(
      sql`select id from user_exercise_activity_logs_with_trash where training_day_id = ${program.day(2, 4)}`,
    );
    // Week 1 and week 2 hold the same exercises (fillProgram): the copies take the same exercises.
    const response = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {
      target_week_id: program.week(2),
      replace: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await trashedLogs(program.id)).toEqual(
      [...oldMonday.map((log) => log.id), ...oldThursday.rows.map((row) => Number(row.id))].sort(
        (a, b) => a - b,
      ),
    );
    const copies = await detail(program, 2, 1);
    expect(copies.map((log) => log.sets_data)).toEqual((await detail(program, 1, 1)).map((l) => l.sets_data));
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.find((e) => e.record_type === 'program')?.details).toMatchObject({
      week_copied: { from: 1, to: 2 },
    });
    expect(entries.filter((e) => e.action === 'delete')).toHaveLength(4);

    // The day holds the same exercise again: 409 naming it, nothing changed.
    const clash = await post(`/trash/day-exercise/${oldMonday[0]!.id}/restore`, {});
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: dayExerciseHeldAgainMessage({
        exercise: `TrashWeek exercise 1 ${program.id}`,
        dayOfTheWeek: 1,
        week: 2,
        program: program.name,
      }),
    });
    expect(await trashedLogs(program.id)).toHaveLength(4);
    expect(shape(await detail(program, 2, 1))).toEqual(shape(copies));

    // Remove that copy: the old one comes back, appended after the remaining copy, with its sets.
    const removed = await inject('DELETE', `/user-exercise-activity-logs/${copies[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const restored = await post(`/trash/day-exercise/${oldMonday[0]!.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    const monday = await detail(program, 2, 1);
    expect(shape(monday)).toEqual([`1 ${program.exercises[1]}`, `2 ${program.exercises[0]}`]);
    expect(idsAndSets(monday.slice(1))).toEqual(idsAndSets(oldMonday.slice(0, 1)));

    // A day that became a rest day meanwhile refuses the restore.
    await ctx.db.execute(sql`
      update training_days set is_rest_day = true where id = ${program.day(2, 4)}`);
    const [thursday] = (
      await ctx.db.execute<{ id: string }>(sql`
        select id from user_exercise_activity_logs_with_trash
        where training_day_id = ${program.day(2, 4)} and deleted_at is not null order by position limit 1`)
    ).rows;
    const onRestDay = await post(`/trash/day-exercise/${thursday!.id}/restore`, {});
    expect(onRestDay.statusCode).toBe(409);
    expect(onRestDay.json()).toMatchObject({
      message: exerciseRestDayClashMessage({
        exercise: `TrashWeek exercise 1 ${program.id}`,
        dayOfTheWeek: 4,
        week: 2,
        program: program.name,
      }),
    });
  });

  it('copies and progressions leave the trashed day exercises alone', async () => {
    const program = await filledProgram(2, 2, 'TrashLeave');
    const other = await filledProgram(1, 1, 'TrashLeaveSrc');
    const old = await detail(program, 2, 1);
    const replaced = await post(`/training-days/${other.day(1, 1)}/copy-to`, {
      target_day_ids: [program.day(2, 1)],
      mode: 'replace',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const trashedSets = async () =>
      (
        await ctx.db.execute<{ sets_data: unknown }>(sql`
          select sets_data from user_exercise_activity_logs_with_trash
          where deleted_at is not null and id = any(${`{${old.map((log) => log.id).join(',')}}`}::bigint[])
          order by id`)
      ).rows.map((row) => row.sets_data);
    const setsBefore = await trashedSets();

    // Appending a copy of week 2 copies only what is on its days.
    const appended = await post(`/training-programs/${program.id}/weeks/${program.week(2)}/duplicate`, {});
    expect(appended.statusCode, appended.body).toBe(201);
    const days = await dayIdsOf(ctx.db, program.id);
    const copied = await ctx.db.execute<{ exercise_id: string }>(sql`
      select exercise_id from user_exercise_activity_logs_with_trash where training_day_id = ${days(3, 1)}`);
    expect(copied.rows.map((row) => Number(row.exercise_id))).toEqual([other.exercises[0]]);

    // A progression of week 1's first exercise adds it to week 2 (its old place is in the trash, untouched).
    const week1 = await detail(program, 1, 1);
    const progressed = await post(
      `/training-days/${program.day(1, 1)}/exercises/${week1[0]!.id}/progression`,
      {
        rule: { type: 'linear_load', step_kg: 2.5 },
        weeks: 1,
      },
    );
    expect(progressed.statusCode, progressed.body).toBe(200);
    const week2 = await detail(program, 2, 1);
    expect(week2.map((log) => log.exercise.id)).toContain(program.exercises[0]);
    expect(week2.map((log) => log.id)).not.toContain(old[0]!.id);
    expect(await trashedSets()).toEqual(setsBefore);
    expect(await trashedLogs(program.id)).toEqual(old.map((log) => log.id).sort((a, b) => a - b));
  });

  it('purging a replaced day exercise removes it for good, with its entry and the superset it leaves', async () => {
    const program = await filledProgram(1, 2, 'TrashPurge');
    const other = await filledProgram(1, 1, 'TrashPurgeSrc');
    const old = await detail(program, 1, 1);
    const grouped = await post(`/training-days/${program.day(1, 1)}/groups`, {
      log_ids: old.map((log) => log.id),
      kind: 'superset',
    });
    expect(grouped.statusCode, grouped.body).toBe(201);
    const groupId = (await detail(program, 1, 1))[0]!.group!.id;
    const response = await post(`/training-days/${other.day(1, 1)}/copy-to`, {
      target_day_ids: [program.day(1, 1)],
      mode: 'replace',
    });
    expect(response.statusCode, response.body).toBe(200);
    const purged = await inject('DELETE', `/trash/day-exercise/${old[0]!.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    const left = await ctx.db.execute(
      sql`select 1 from user_exercise_activity_logs_with_trash where id = ${old[0]!.id}`,
    );
    expect(left.rows).toEqual([]);
    expect(await trashedLogs(program.id)).toEqual([old[1]!.id]);
    expect(
      (await trashPage(ctx, admin, '?type=day-exercise&search=TrashPurge')).data.map((e) => e.id),
    ).toEqual([old[1]!.id]);
    // The superset is left with one exercise: it goes (the other comes back ungrouped).
    const group = await ctx.db.execute(sql`select 1 from day_exercise_groups where id = ${groupId}`);
    expect(group.rows).toEqual([]);

    // The retention job purges the other once it is due, with the system as actor.
    await ctx.db.execute(sql`
      update trash_entries set retained_since = now() - interval '31 days'
      where record_type = 'day-exercise' and record_id = ${old[1]!.id}`);
    expect(await purgeDueTrash(ctx.db, ctx.app.recordTypes, 30)).toBe(1);
    expect(await trashedLogs(program.id)).toEqual([]);
    const purgedEntry = await ctx.db.execute<{ actor_id: string | null; details: unknown }>(sql`
      select actor_id, details from audit_entries
      where action = 'purge' and record_type = 'day-exercise' and record_id = ${old[1]!.id}`);
    expect(purgedEntry.rows).toEqual([{ actor_id: null, details: { reason: 'retention' } }]);
  });

  it('a failure after the move to the trash leaves nothing half-written', async () => {
    const program = await filledProgram(2, 2, 'TrashTx');
    const entriesBefore = await dayExerciseEntries();
    await withFailingInsert(ctx.db, 'user_exercise_activity_logs_with_trash', async () => {
      const copy = await post(`/training-days/${program.day(1, 1)}/copy-to`, {
        target_day_ids: [program.day(2, 1)],
        mode: 'replace',
      });
      expect(copy.statusCode).toBe(500);
      const week = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {
        target_week_id: program.week(2),
        replace: true,
      });
      expect(week.statusCode).toBe(500);
    });
    expect(await trashedLogs(program.id)).toEqual([]);
    expect(await dayExerciseEntries()).toBe(entriesBefore);
    expect(await detail(program, 2, 1)).toHaveLength(2);
  });

  it('a week replace runs a fixed number of statements, whatever it moves to the trash', async () => {
    const small = await filledProgram(2, 1, 'TrashSmall');
    const large = await filledProgram(2, 6, 'TrashLarge');
    const count = (p: Program) =>
      countClientStatements(async () => {
        const response = await post(`/training-programs/${p.id}/weeks/${p.week(1)}/duplicate`, {
          target_week_id: p.week(2),
          replace: true,
        });
        expect(response.statusCode, response.body).toBe(201);
      });
    const [smallCount, largeCount] = [await count(small), await count(large)];
    expect(largeCount).toBe(smallCount);
    expect(await trashedLogs(large.id)).toHaveLength(12);
  });
});
