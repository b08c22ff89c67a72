import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayGroupMessages,
  groupLabel,
  trainingDayMessages,
  type TrainingDayEditor,
  type TrainingWeek,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';

describe('supersets and circuits on a training day', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let programId: number;
  let weeks: TrainingWeek[];
  const exercises = new Map<string, number>();
  const NAMES = ['Squat', 'Bench Press', 'Row', 'Plank', 'Curl', 'Dip'] as const;

  const day = (sequence: number, dayOfTheWeek = 1) => dayId(weeks, sequence, dayOfTheWeek);
  const group = (dayOfGroup: number, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/training-days/${dayOfGroup}/groups`,
      headers: admin,
      payload,
    });
  const ungroup = (dayOfGroup: number, groupId: number) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-days/${dayOfGroup}/groups/${groupId}`,
      headers: admin,
    });
  const detail = async (sequence: number, dayOfTheWeek = 1) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${programId}/training-weeks/${weeks[sequence - 1]!.id}/training-days/${day(sequence, dayOfTheWeek)}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TrainingDayEditor }>().data;
  };
  /** The day as `position name label+order` lines. */
  const lines = (editor: TrainingDayEditor) =>
    editor.user_exercise_activity_logs.map(
      (log) =>
        `${log.position} ${log.exercise.name}${log.group ? ` ${log.group.label}${log.group.order}` : ''}`,
    );
  /** Fills a day with the named exercises in order; returns their log ids by name. */
  const fill = async (dayToFill: number, names: readonly string[]) => {
    const logs = new Map<string, number>();
    for (const name of names)
      logs.set(
        name,
        (await addToDay(ctx.app, admin, { exercise_id: exercises.get(name)!, training_day_id: dayToFill }))
          .id,
      );
    return logs;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    programId = (
      await createProgramViaApi(ctx.app, admin, {
        name: 'Hypertrophy',
        duration_weeks: 4,
        training_days_per_week: 3,
      })
    ).id;
    weeks = await weeksOf(ctx.app, admin, programId);
    for (const name of NAMES) exercises.set(name, (await createExerciseViaApi(ctx.app, admin, { name })).id);
  });
  afterAll(() => ctx.close());

  it('labels groups A..Z, then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(groupLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('makes a superset of two non-adjacent exercises consecutive at the place of the first, A1/A2', async () => {
    const logs = await fill(day(1), ['Squat', 'Bench Press', 'Row', 'Plank']);
    const made = await group(day(1), {
      log_ids: [logs.get('Plank'), logs.get('Bench Press')],
      kind: 'superset',
    });
    expect(made.statusCode, made.body).toBe(201);
    const answer = made.json<{ message: string; data: TrainingDayEditor }>();
    expect(answer.message).toBe(dayGroupMessages.supersetMade);
    expect(lines(answer.data)).toEqual(['1 Squat', '2 Bench Press A1', '3 Plank A2', '4 Row']);
    const bench = answer.data.user_exercise_activity_logs[1]!;
    expect(bench.group).toEqual({
      id: expect.any(Number),
      kind: 'superset',
      label: 'A',
      order: 1,
      rounds: null,
    });
    expect(answer.data.user_exercise_activity_logs[0]!.group).toBeNull();
    expect(lines(await detail(1))).toEqual(lines(answer.data));

    // A second group on the day: a circuit with rounds, labelled by its place on the day.
    const circuit = await group(day(1), {
      log_ids: [logs.get('Row'), logs.get('Squat')],
      kind: 'circuit',
      rounds: 3,
    });
    expect(circuit.statusCode, circuit.body).toBe(201);
    const editor = circuit.json<{ message: string; data: TrainingDayEditor }>();
    expect(editor.message).toBe(dayGroupMessages.circuitMade);
    expect(lines(editor.data)).toEqual(['1 Squat A1', '2 Row A2', '3 Bench Press B1', '4 Plank B2']);
    expect(editor.data.user_exercise_activity_logs[0]!.group).toMatchObject({ kind: 'circuit', rounds: 3 });
  });

  it('refuses one exercise, another day, rounds on a superset and bad rounds (422)', async () => {
    const logs = await fill(day(1, 3), ['Squat', 'Row']);
    const other = await fill(day(2, 3), ['Squat']);
    const cases: [object, string][] = [
      [{ log_ids: [logs.get('Squat')], kind: 'superset' }, dayGroupMessages.logIdsRequired],
      [
        { log_ids: [logs.get('Squat'), logs.get('Squat')], kind: 'superset' },
        dayGroupMessages.logIdsDistinct,
      ],
      [{ log_ids: [logs.get('Squat'), other.get('Squat')], kind: 'superset' }, dayGroupMessages.logsOtherDay],
      [
        { log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'superset', rounds: 3 },
        dayGroupMessages.roundsOnSuperset,
      ],
      [
        { log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'circuit', rounds: 21 },
        dayGroupMessages.roundsInvalid,
      ],
      [{ log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'giant' }, dayGroupMessages.kindInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await group(day(1, 3), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.body).toContain(message);
    }
    expect(lines(await detail(1, 3))).toEqual(['1 Squat', '2 Row']);
  });

  it('answers 404 for a missing day, assignment or group', async () => {
    const logs = await fill(day(1, 5), ['Squat', 'Row']);
    const missingDay = await group(999_999, {
      log_ids: [logs.get('Squat'), logs.get('Row')],
      kind: 'superset',
    });
    expect(missingDay.statusCode).toBe(404);
    expect(missingDay.json<{ message: string }>().message).toBe(trainingDayMessages.notFound);
    const missingLog = await group(day(1, 5), { log_ids: [logs.get('Squat'), 999_999], kind: 'superset' });
    expect(missingLog.statusCode).toBe(404);
    expect(missingLog.json<{ message: string }>().message).toBe(dayGroupMessages.logsNotFound);
    const missingGroup = await ungroup(day(1, 5), 999_999);
    expect(missingGroup.statusCode).toBe(404);
    expect(missingGroup.json<{ message: string }>().message).toBe(dayGroupMessages.groupNotFound);
    expect((await ungroup(999_999, 1)).statusCode).toBe(404);
  });

  it('refuses an exercise already in a group (409), ungroups keeping the exercises, then groups again', async () => {
    const logs = await fill(day(2), ['Squat', 'Row', 'Curl']);
    const made = await group(day(2), { log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'superset' });
    expect(made.statusCode, made.body).toBe(201);
    const groupId = made.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs[0]!.group!.id;
    const again = await group(day(2), { log_ids: [logs.get('Row'), logs.get('Curl')], kind: 'circuit' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(dayGroupMessages.alreadyGrouped(['Row']));

    // Another day's group is not this day's.
    expect((await ungroup(day(1), groupId)).statusCode).toBe(404);
    const undone = await ungroup(day(2), groupId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ message: string }>().message).toBe(dayGroupMessages.ungrouped);
    expect(lines(undone.json<{ data: TrainingDayEditor }>().data)).toEqual(['1 Squat', '2 Row', '3 Curl']);
    expect(lines(await detail(2))).toEqual(['1 Squat', '2 Row', '3 Curl']);
    const regroup = await group(day(2), { log_ids: [logs.get('Row'), logs.get('Curl')], kind: 'circuit' });
    expect(regroup.statusCode, regroup.body).toBe(201);
    expect(lines(await detail(2))).toEqual(['1 Squat', '2 Row A1', '3 Curl A2']);
  });

  it('reorders with a group kept together, and refuses an order that splits it (422)', async () => {
    const logs = await fill(day(3), ['Squat', 'Bench Press', 'Row', 'Plank']);
    expect(
      (await group(day(3), { log_ids: [logs.get('Bench Press'), logs.get('Row')], kind: 'superset' }))
        .statusCode,
    ).toBe(201);
    const reorder = (positions: Record<string, number>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user-exercise-activity-logs/update-positions',
        headers: admin,
        payload: { training_day_id: day(3), positions },
      });
    const id = (name: string) => String(logs.get(name));

    const split = await reorder({
      [id('Squat')]: 1,
      [id('Bench Press')]: 2,
      [id('Plank')]: 3,
      [id('Row')]: 4,
    });
    expect(split.statusCode).toBe(422);
    expect(split.json<{ message: string }>().message).toBe(dayGroupMessages.splitsGroup);
    expect(lines(await detail(3))).toEqual(['1 Squat', '2 Bench Press A1', '3 Row A2', '4 Plank']);

    // The whole group to the end, then its two exercises swapped inside it.
    const block = await reorder({
      [id('Squat')]: 1,
      [id('Plank')]: 2,
      [id('Bench Press')]: 3,
      [id('Row')]: 4,
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(lines(await detail(3))).toEqual(['1 Squat', '2 Plank', '3 Bench Press A1', '4 Row A2']);
    const inside = await reorder({ [id('Row')]: 3, [id('Bench Press')]: 4 });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(lines(await detail(3))).toEqual(['1 Squat', '2 Plank', '3 Row A1', '4 Bench Press A2']);
  });

  it('removing one exercise of a group of two dissolves it; of three keeps it', async () => {
    const logs = await fill(day(4), ['Squat', 'Row', 'Curl', 'Dip', 'Plank']);
    expect(
      (await group(day(4), { log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'superset' })).statusCode,
    ).toBe(201);
    expect(
      (
        await group(day(4), {
          log_ids: [logs.get('Curl'), logs.get('Dip'), logs.get('Plank')],
          kind: 'circuit',
          rounds: 2,
        })
      ).statusCode,
    ).toBe(201);
    const remove = (name: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/user-exercise-activity-logs/${logs.get(name)}`,
        headers: admin,
      });
    expect((await remove('Row')).statusCode).toBe(200);
    expect((await remove('Dip')).statusCode).toBe(200);
    expect(lines(await detail(4))).toEqual(['1 Squat', '2 Curl A1', '3 Plank A2']);
    // The lone Squat is free again.
    expect(
      (await group(day(4), { log_ids: [logs.get('Squat'), logs.get('Curl')], kind: 'superset' })).statusCode,
    ).toBe(409);
  });

  it('an exercise in the trash leaves its partner ungrouped until it is restored', async () => {
    const dip = exercises.get('Dip')!;
    const logs = await fill(day(2, 5), ['Dip', 'Curl']);
    expect(
      (await group(day(2, 5), { log_ids: [logs.get('Dip'), logs.get('Curl')], kind: 'superset' })).statusCode,
    ).toBe(201);
    const trashed = await ctx.app.inject({
      method: 'POST',
      url: '/api/exercises/bulk-delete',
      headers: admin,
      payload: { ids: [dip] },
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    // Trashing the exercise closes up the day's positions.
    expect(lines(await detail(2, 5))).toEqual(['1 Curl']);
    const batch = trashed.json<{ data: { batch_id: string } }>().data.batch_id;
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/trash/batches/${batch}/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(lines(await detail(2, 5))).toEqual(['1 Dip A1', '2 Curl A2']);
  });

  it('writes an entry on the day for grouping and ungrouping, with the order and groups before and after', async () => {
    const logs = await fill(day(3, 3), ['Squat', 'Row', 'Curl']);
    const made = await group(day(3, 3), {
      log_ids: [logs.get('Curl'), logs.get('Squat')],
      kind: 'circuit',
      rounds: 4,
    });
    expect(made.statusCode, made.body).toBe(201);
    const program = { id: programId, name: 'Hypertrophy' };
    expect(await entriesOfAnswer(ctx.db, made)).toMatchObject([
      {
        action: 'update',
        record_type: 'training-day',
        record_id: day(3, 3),
        record_name: 'Week 3 · Day 3 of Hypertrophy',
        changes: {
          exercises: { before: ['Squat', 'Row', 'Curl'], after: ['Squat', 'Curl', 'Row'] },
          groups: {
            before: [],
            after: [{ label: 'A', kind: 'circuit', rounds: 4, exercises: ['Squat', 'Curl'] }],
          },
        },
        details: { program },
      },
    ]);
    const groupId = made.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs[0]!.group!.id;
    const undone = await ungroup(day(3, 3), groupId);
    expect(await entriesOfAnswer(ctx.db, undone)).toMatchObject([
      {
        action: 'update',
        record_id: day(3, 3),
        changes: { groups: { before: [{ label: 'A' }], after: [] } },
        details: { program },
      },
    ]);
    const refused = await group(day(3, 3), { log_ids: [logs.get('Squat')], kind: 'superset' });
    expect(refused.statusCode).toBe(422);
    expect(await entriesOfAnswer(ctx.db, refused)).toEqual([]);
  });

  it('copying a day gives the copied exercises the groups of the source day, as new groups of the target day', async () => {
    const source = day(4, 3);
    const logs = await fill(source, ['Squat', 'Row', 'Curl', 'Dip', 'Plank']);
    await group(source, { log_ids: [logs.get('Squat'), logs.get('Row')], kind: 'superset' });
    await group(source, { log_ids: [logs.get('Curl'), logs.get('Dip')], kind: 'circuit', rounds: 3 });
    const targets = [day(4, 5), day(3, 5)];
    const copied = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-days/${source}/copy-to`,
      headers: admin,
      payload: { target_day_ids: targets, mode: 'append' },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const expected = ['1 Squat A1', '2 Row A2', '3 Curl B1', '4 Dip B2', '5 Plank'];
    expect(lines(await detail(4, 3))).toEqual(expected);
    for (const [sequence, dayOfTheWeek] of [
      [4, 5],
      [3, 5],
    ] as const) {
      const copy = await detail(sequence, dayOfTheWeek);
      expect(lines(copy)).toEqual(expected);
      expect(copy.user_exercise_activity_logs[2]!.group).toMatchObject({ kind: 'circuit', rounds: 3 });
      const sourceGroups = (await detail(4, 3)).user_exercise_activity_logs.map((log) => log.group?.id);
      expect(copy.user_exercise_activity_logs.map((log) => log.group?.id)).not.toContain(sourceGroups[0]);
    }
  });
});
