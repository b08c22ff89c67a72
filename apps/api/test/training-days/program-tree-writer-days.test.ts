import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SetsData } from '@coachboard/contract';
import {
  appendDayCopy,
  appendDayExercises,
  appendExerciseToDays,
  insertDayExercisesAt,
  insertGroups,
  trashDayExercises,
  writeExerciseOnDays,
} from '../../src/modules/training-days/program-tree-writer/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { countClientStatements } from '../programs/program-copy-helpers.js';
import { insertExercise, type AuthHeader } from '../programs/program-helpers.js';
import { dayExercisesOf, groupOnDay, plannedProgram, trashContextOf } from './program-tree-writer-helpers.js';

const sets = (reps: number): SetsData => ({ set_1: { reps, weight: 50, time: null, rir: null, rest: 60 } });

describe("the program tree writer: writing a day's exercises", () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  const exercisesNamed = async (...names: string[]) => {
    const ids: number[] = [];
    for (const name of names) ids.push((await insertExercise(ctx.db, `${name} ${crypto.randomUUID()}`)).id);
    return ids;
  };
  const positionsAndExercises = async (dayId: number) =>
    (await dayExercisesOf(ctx.db, dayId)).map((row) => [row.position, Number(row.exercise_id)]);

  it('appends after the live exercises, A1/A2 in one superset each, and lists them under the program', async () => {
    const program = await plannedProgram(ctx, admin, 1, 2);
    const dayId = program.day(1, 1);
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set deleted_at = now()
      where training_day_id = ${dayId} and position = 2`);
    const [a1, a2, b1, b2, plain] = await exercisesNamed('A1', 'A2', 'B1', 'B2', 'Plain');
    const written = await appendDayExercises(ctx.db, { id: dayId, programId: program.id }, [
      { exerciseId: a1!, setsData: sets(8), superset: 1 },
      { exerciseId: a2!, setsData: sets(8), superset: 1 },
      { exerciseId: plain!, setsData: sets(5), superset: null },
      { exerciseId: b1!, setsData: sets(10), superset: 2 },
      { exerciseId: b2!, setsData: sets(10), superset: 2 },
    ]);
    const rows = await dayExercisesOf(ctx.db, dayId);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(written.map((row) => row.id)).toEqual(rows.slice(1).map((row) => Number(row.id)));
    const [, ra1, ra2, rplain, rb1, rb2] = rows;
    expect(ra1!.group_id).not.toBeNull();
    expect(ra2!.group_id).toBe(ra1!.group_id);
    expect(rb2!.group_id).toBe(rb1!.group_id);
    expect(rb1!.group_id).not.toBe(ra1!.group_id);
    expect(rplain!.group_id).toBeNull();
    const listed = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from program_exercises
      where training_program_id = ${program.id} and exercise_id = any(${sql.raw(`array[${a1},${b2},${plain}]`)})`);
    expect(listed.rows[0]!.n).toBe(3);
  });

  it("copies a day onto others after their exercises, skipping what a target holds and that one's group", async () => {
    const program = await plannedProgram(ctx, admin, 2, 3);
    const source = program.day(1, 1);
    await groupOnDay(ctx.db, source, [1, 2]);
    await groupOnDay(ctx.db, source, [3]);
    const [other] = await exercisesNamed('Other');
    const empty = program.day(1, 4);
    await ctx.db.execute(
      sql`delete from user_exercise_activity_logs_with_trash where training_day_id = ${empty}`,
    );
    const holding = program.day(2, 4);
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash where training_day_id = ${holding} and position > 1`);
    await ctx.db.execute(sql`
      insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position)
      values (${holding}, ${other}, 2)`);
    const result = await appendDayCopy(ctx.db, source, [empty, holding]);

    const [first, second, third] = program.exercises;
    expect(result.copied).toBe(5);
    expect(result.skipped).toEqual([
      { training_day_id: holding, exercise_id: first, exercise_name: expect.any(String) },
    ]);
    expect(await positionsAndExercises(empty)).toEqual([
      [1, first],
      [2, second],
      [3, third],
    ]);
    expect(await positionsAndExercises(holding)).toEqual([
      [1, first],
      [2, other],
      [3, second],
      [4, third],
    ]);
    const emptyRows = await dayExercisesOf(ctx.db, empty);
    expect(emptyRows[1]!.group_id).toBe(emptyRows[0]!.group_id);
    expect(emptyRows[0]!.group_id).not.toBeNull();
    // The superset lost a member on the holding day: its other lands ungrouped.
    expect((await dayExercisesOf(ctx.db, holding)).map((row) => row.group_id !== null)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('writes one exercise across days: new sets where held, at the position (room made) where not', async () => {
    const program = await plannedProgram(ctx, admin, 3, 3);
    const [first, second, third] = program.exercises;
    const lacking = program.day(3, 1);
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash where training_day_id = ${lacking} and exercise_id = ${second}`);
    await writeExerciseOnDays(ctx.db, {
      exerciseId: second!,
      position: 2,
      days: [
        { dayId: program.day(2, 1), setsData: sets(11) },
        { dayId: lacking, setsData: sets(12) },
      ],
      makeRoomOn: [lacking],
    });
    expect(await positionsAndExercises(lacking)).toEqual([
      [1, first],
      [2, second],
      [3, third],
    ]);
    const written = await ctx.db.execute<{ reps: number }>(sql`
      select (sets_data -> 'set_1' ->> 'reps')::int as reps from user_exercise_activity_logs_with_trash
      where exercise_id = ${second} and training_day_id in (${program.day(2, 1)}, ${lacking})
      order by training_day_id`);
    expect(written.rows.map((row) => row.reps).sort()).toEqual([11, 12]);
  });

  it('writes groups and day exercises at given positions naming their template rows, and lists them', async () => {
    const program = await plannedProgram(ctx, admin, 1, 1);
    const dayId = program.day(1, 4);
    await ctx.db.execute(
      sql`delete from user_exercise_activity_logs_with_trash where training_day_id = ${dayId}`,
    );
    const [x, y] = await exercisesNamed('X', 'Y');
    const [groupId] = await insertGroups(ctx.db, [
      { dayId, kind: 'circuit', rounds: 3, templateGroupId: 77 },
    ]);
    await insertDayExercisesAt(
      ctx.db,
      program.id,
      [
        { dayId, exerciseId: y!, position: 2, setsData: sets(6), groupId: groupId!, templateLogId: 901 },
        { dayId, exerciseId: x!, position: 1, setsData: sets(6), groupId: groupId!, templateLogId: null },
      ],
      [x!, y!],
    );
    expect(await positionsAndExercises(dayId)).toEqual([
      [1, x],
      [2, y],
    ]);
    const group = await ctx.db.execute(sql`
      select kind, rounds, template_group_id from day_exercise_groups where id = ${groupId!}`);
    expect(group.rows[0]).toEqual({ kind: 'circuit', rounds: 3, template_group_id: '77' });
    const listed = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from program_exercises where training_program_id = ${program.id}`);
    expect(listed.rows[0]!.n).toBe(3);
  });

  it('appends an exercise to the end of days, skipping a day that holds it', async () => {
    const program = await plannedProgram(ctx, admin, 1, 2);
    const [fresh] = await exercisesNamed('Fresh');
    const added = await appendExerciseToDays(ctx.db, [program.day(1, 1), program.day(1, 4)], fresh!);
    expect([...added.keys()].sort()).toEqual([program.day(1, 1), program.day(1, 4)].sort());
    expect((await positionsAndExercises(program.day(1, 1))).at(-1)).toEqual([3, fresh]);
    expect((await appendExerciseToDays(ctx.db, [program.day(1, 1)], fresh!)).size).toBe(0);
  });

  it('removes day exercises to the trash in one batch, each restorable in its group', async () => {
    const program = await plannedProgram(ctx, admin, 1, 3);
    const dayId = program.day(1, 1);
    const groupId = await groupOnDay(ctx.db, dayId, [1, 2]);
    const ids = (await dayExercisesOf(ctx.db, dayId)).map((row) => Number(row.id));
    const batch = await ctx.db.transaction((tx) =>
      trashDayExercises(tx, trashContextOf(ctx, tx), ids.slice(0, 2)),
    );
    expect(batch).toEqual(expect.any(String));
    expect((await dayExercisesOf(ctx.db, dayId)).map((row) => Number(row.id))).toEqual([ids[2]]);
    const entries = await ctx.db.execute<{ record_id: string; batch_id: string }>(sql`
      select record_id, batch_id from trash_entries where record_type = 'day-exercise'
        and record_id = any(${sql.raw(`array[${ids.join(',')}]::bigint[]`)}) order by record_id`);
    expect(entries.rows).toEqual(ids.slice(0, 2).map((id) => ({ record_id: String(id), batch_id: batch })));
    const kept = await ctx.db.execute<{ group_id: string }>(sql`
      select group_id from user_exercise_activity_logs_with_trash where id = ${ids[0]!}`);
    expect(Number(kept.rows[0]!.group_id)).toBe(groupId);
    expect(await ctx.db.transaction((tx) => trashDayExercises(tx, trashContextOf(ctx, tx), []))).toBeNull();
  });

  it('sends a fixed number of statements per operation, whatever the number of rows', async () => {
    const small = await plannedProgram(ctx, admin, 2, 1);
    const large = await plannedProgram(ctx, admin, 6, 6);
    const count = (run: () => Promise<unknown>) => countClientStatements(async () => void (await run()));
    const copyCounts = [
      await count(() => appendDayCopy(ctx.db, small.day(1, 1), [small.day(1, 4)])),
      await count(() =>
        appendDayCopy(ctx.db, large.day(1, 1), [
          large.day(2, 1),
          large.day(3, 4),
          large.day(4, 1),
          large.day(5, 4),
        ]),
      ),
    ];
    expect(copyCounts).toEqual([1, 1]);
    const [extra] = await exercisesNamed('Counted');
    const writeCounts = [
      await count(() =>
        writeExerciseOnDays(ctx.db, {
          exerciseId: extra!,
          position: 1,
          days: [{ dayId: small.day(2, 1), setsData: sets(1) }],
          makeRoomOn: [small.day(2, 1)],
        }),
      ),
      await count(() =>
        writeExerciseOnDays(ctx.db, {
          exerciseId: extra!,
          position: 3,
          days: [2, 3, 4, 5, 6].map((week) => ({ dayId: large.day(week, 1), setsData: sets(week) })),
          makeRoomOn: [2, 3, 4, 5, 6].map((week) => large.day(week, 1)),
        }),
      ),
    ];
    expect(writeCounts).toEqual([2, 2]);
    const trashCount = async (ids: number[]) =>
      count(() => ctx.db.transaction((tx) => trashDayExercises(tx, trashContextOf(ctx, tx), ids)));
    const one = (await dayExercisesOf(ctx.db, small.day(1, 4))).map((row) => Number(row.id)).slice(0, 1);
    const many = (await dayExercisesOf(ctx.db, large.day(6, 4))).map((row) => Number(row.id));
    expect(await trashCount(many)).toBe(await trashCount(one));
  });
});
