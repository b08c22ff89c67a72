import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { trainingDayMessages, type TrainingDayEditor } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { dayIdsOf, fillProgram, weekIdsOf } from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { trashPage } from '../trash/trash-helpers.js';

/*
 * Removing one exercise from a day (DELETE /user-exercise-activity-logs/{logId}) moves it to the trash as a day
 * exercise, as a builder's replace does: listed in GET /trash, restored after the day's current exercises with
 * its sets; a superset of two is dissolved on the day and the restored exercise comes back ungrouped.
 */
describe('removing an exercise from a day moves it to the trash', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  /** A one-week program, training days 1 and 4, `perDay` exercises on each. */
  const filledProgram = async (perDay: number, prefix: string) => {
    const program = await createProgramViaApi(ctx.app, admin, {
      name: `${prefix} program`,
      duration_weeks: 1,
      training_days_per_week: 2,
    });
    const exercises = await fillProgram(ctx.db, program.id, perDay, prefix);
    const day = await dayIdsOf(ctx.db, program.id);
    const week = await weekIdsOf(ctx.db, program.id);
    return { id: program.id, name: `${prefix} program`, exercises, dayId: day(1, 1), weekId: week(1) };
  };
  type Program = Awaited<ReturnType<typeof filledProgram>>;

  const detail = async (program: Program) => {
    const response = await inject(
      'GET',
      `/training-programs/${program.id}/training-weeks/${program.weekId}/training-days/${program.dayId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs;
  };
  const shape = (logs: TrainingDayEditor['user_exercise_activity_logs']) =>
    logs.map(
      (log) =>
        `${log.position} ${log.exercise.id}${log.group ? ` ${log.group.label}${log.group.order}` : ''}`,
    );
  const groupsOfDay = async (dayId: number) =>
    Number(
      (
        await ctx.db.execute<{ n: string }>(
          sql`select count(*) as n from day_exercise_groups where training_day_id = ${dayId}`,
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('the removed exercise is listed in the trash and a restore appends it after the day with its sets', async () => {
    const program = await filledProgram(3, 'RemoveTrash');
    const before = await detail(program);
    const removedLog = before[0]!;

    const removed = await inject('DELETE', `/user-exercise-activity-logs/${removedLog.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      message: trainingDayMessages.removed,
      data: { trash_entry: { type: 'day-exercise', id: removedLog.id } },
    });
    expect(shape(await detail(program))).toEqual([`1 ${program.exercises[1]}`, `2 ${program.exercises[2]}`]);

    const page = await trashPage(ctx, admin, '?type=day-exercise&search=RemoveTrash');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      type: 'day-exercise',
      id: removedLog.id,
      name: `RemoveTrash exercise 1 ${program.id} (Week 1 · Day 1)`,
      goes_with: '1 set',
      parent: { type: 'program', id: program.id, name: program.name },
    });

    // Removing it again: it is no longer on the day.
    const again = await inject('DELETE', `/user-exercise-activity-logs/${removedLog.id}`);
    expect(again.statusCode).toBe(404);

    const restored = await inject('POST', `/trash/day-exercise/${removedLog.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await detail(program);
    expect(shape(after)).toEqual([
      `1 ${program.exercises[1]}`,
      `2 ${program.exercises[2]}`,
      `3 ${program.exercises[0]}`,
    ]);
    expect(after[2]).toMatchObject({ id: removedLog.id, sets_data: removedLog.sets_data });
    expect((await trashPage(ctx, admin, '?type=day-exercise&search=RemoveTrash')).data).toEqual([]);
  });

  it('a superset of two is dissolved on the day; a restore gives the exercise back ungrouped', async () => {
    const program = await filledProgram(3, 'RemoveGroup');
    const logs = await detail(program);
    const grouped = await inject('POST', `/training-days/${program.dayId}/groups`, {
      log_ids: [logs[0]!.id, logs[1]!.id],
      kind: 'superset',
    });
    expect(grouped.statusCode, grouped.body).toBe(201);
    expect(await groupsOfDay(program.dayId)).toBe(1);

    const removed = await inject('DELETE', `/user-exercise-activity-logs/${logs[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(shape(await detail(program))).toEqual([`1 ${program.exercises[1]}`, `2 ${program.exercises[2]}`]);
    expect(await groupsOfDay(program.dayId)).toBe(0);

    const restored = await inject('POST', `/trash/day-exercise/${logs[0]!.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(shape(await detail(program))).toEqual([
      `1 ${program.exercises[1]}`,
      `2 ${program.exercises[2]}`,
      `3 ${program.exercises[0]}`,
    ]);
    expect(await groupsOfDay(program.dayId)).toBe(0);
  });

  it('a circuit of three keeps its other two; the restored exercise comes back ungrouped after them', async () => {
    const program = await filledProgram(4, 'RemoveCircuit');
    const logs = await detail(program);
    const grouped = await inject('POST', `/training-days/${program.dayId}/groups`, {
      log_ids: [logs[0]!.id, logs[1]!.id, logs[2]!.id],
      kind: 'circuit',
    });
    expect(grouped.statusCode, grouped.body).toBe(201);

    expect((await inject('DELETE', `/user-exercise-activity-logs/${logs[1]!.id}`)).statusCode).toBe(200);
    expect(shape(await detail(program))).toEqual([
      `1 ${program.exercises[0]} A1`,
      `2 ${program.exercises[2]} A2`,
      `3 ${program.exercises[3]}`,
    ]);

    const restored = await inject('POST', `/trash/day-exercise/${logs[1]!.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(shape(await detail(program))).toEqual([
      `1 ${program.exercises[0]} A1`,
      `2 ${program.exercises[2]} A2`,
      `3 ${program.exercises[3]}`,
      `4 ${program.exercises[1]}`,
    ]);
  });

  it('an unknown log answers 404 and puts nothing in the trash', async () => {
    const response = await inject('DELETE', '/user-exercise-activity-logs/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: trainingDayMessages.logNotFound });
    const entries = await ctx.db.execute(
      sql`select 1 from trash_entries where record_type = 'day-exercise' and record_id = 999999999`,
    );
    expect(entries.rows).toEqual([]);
  });
});
