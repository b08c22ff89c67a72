import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  programCopyMessages,
  programMessages,
  trainingDayMessages,
  type CopyDayResult,
  type TrainingWeek,
} from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import {
  countClientStatements,
  dayIdsOf,
  fillProgram,
  scheduleContent,
  weekIdsOf,
  withFailingInsert,
} from '../programs/program-copy-helpers.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  insertExercise,
  nonAdminAuthHeader,
  programRow,
  type AuthHeader,
} from '../programs/program-helpers.js';

describe('copying weeks and days', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload });
  const logsOfDay = async (dayId: number) =>
    (
      await ctx.db.execute<{ exercise_id: string; position: number; sets_data: unknown }>(sql`
        select exercise_id, position, sets_data from user_exercise_activity_logs_with_trash
        where training_day_id = ${dayId} and deleted_at is null order by position, id
      `)
    ).rows;
  /** A program of `weeks` weeks, training days 1, 4 (two a week), `perDay` exercises on each. */
  const filledProgram = async (weeks: number, perDay: number, prefix: string) => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: weeks,
      training_days_per_week: 2,
    });
    const exercises = await fillProgram(ctx.db, program.id, perDay, prefix);
    return {
      id: program.id,
      exercises,
      day: await dayIdsOf(ctx.db, program.id),
      week: await weekIdsOf(ctx.db, program.id),
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  describe('POST /training-programs/{programId}/weeks/{weekId}/duplicate', () => {
    it('without a target appends the copy as the next week and grows duration_weeks by one', async () => {
      const program = await filledProgram(2, 3, 'Append');
      await ctx.db.execute(sql`
        update user_exercise_activity_logs_with_trash set sets_data = '{"set_1": {"reps": 3, "weight": 100, "time": null, "rir": 1, "rest": 180}}'
        where training_day_id = ${program.day(2, 4)} and position = 2
      `);
      const response = await post(`/training-programs/${program.id}/weeks/${program.week(2)}/duplicate`, {});
      expect(response.statusCode, response.body).toBe(201);
      const week = response.json<{ data: TrainingWeek }>().data;
      expect(week.sequence_number).toBe(3);
      expect(week.training_days.map((day) => day.is_rest_day)).toEqual([
        false,
        true,
        true,
        false,
        true,
        true,
        true,
      ]);
      expect((await programRow(ctx.db, program.id))?.durationWeeks).toBe(3);
      const schedule = await scheduleContent(ctx.db, program.id);
      const ofWeek = (n: number) =>
        schedule.filter((row) => row.sequence_number === n).map(({ sequence_number: _s, ...rest }) => rest);
      expect(ofWeek(3)).toEqual(ofWeek(2));
      const weeks = await ctx.app.inject({
        method: 'GET',
        url: `/api/training-programs/${program.id}/training-weeks/all`,
        headers: admin,
      });
      expect(weeks.json<{ data: TrainingWeek[] }>().data.map((w) => w.sequence_number)).toEqual([1, 2, 3]);
      const entries = await entriesOfAnswer(ctx.db, response);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'update',
        record_type: 'program',
        record_id: program.id,
        changes: { duration_weeks: { before: 2, after: 3 } },
        details: { week_copied: { from: 2, to: 3 }, replaced: [] },
      });
    });

    it('onto an empty target week fills its days in order; a held target answers 409 unless replace', async () => {
      const program = await createProgramViaApi(ctx.app, admin, {
        duration_weeks: 3,
        training_days_per_week: 2,
      });
      const day = await dayIdsOf(ctx.db, program.id);
      const week = await weekIdsOf(ctx.db, program.id);
      const [a, b] = [
        await insertExercise(ctx.db, 'Week copy A'),
        await insertExercise(ctx.db, 'Week copy B'),
      ];
      await ctx.db.execute(sql`
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position)
        values (${day(1, 1)}, ${a.id}, 1), (${day(1, 1)}, ${b.id}, 2), (${day(1, 4)}, ${b.id}, 1),
          (${day(3, 4)}, ${a.id}, 1)
      `);
      const onEmpty = await post(`/training-programs/${program.id}/weeks/${week(1)}/duplicate`, {
        target_week_id: week(2),
      });
      expect(onEmpty.statusCode, onEmpty.body).toBe(201);
      expect(onEmpty.json<{ data: TrainingWeek }>().data.id).toBe(week(2));
      expect(await logsOfDay(day(2, 1))).toEqual(await logsOfDay(day(1, 1)));
      expect(await logsOfDay(day(2, 4))).toEqual(await logsOfDay(day(1, 4)));
      expect((await programRow(ctx.db, program.id))?.durationWeeks).toBe(3);

      const held = await post(`/training-programs/${program.id}/weeks/${week(1)}/duplicate`, {
        target_week_id: week(3),
      });
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ message: programCopyMessages.targetHoldsExercises(3) });
      expect(await logsOfDay(day(3, 1))).toEqual([]);

      const replaced = await post(`/training-programs/${program.id}/weeks/${week(1)}/duplicate`, {
        target_week_id: week(3),
        replace: true,
      });
      expect(replaced.statusCode, replaced.body).toBe(201);
      expect(await logsOfDay(day(3, 4))).toEqual(await logsOfDay(day(1, 4)));
      // The program's entry; the replaced exercise went to the trash with its own entry (replace-trash.test.ts).
      const entries = await entriesOfAnswer(ctx.db, replaced);
      expect(entries.map((e) => `${e.action} ${e.record_type}`)).toEqual([
        'delete day-exercise',
        'update program',
      ]);
      const entry = entries.find((e) => e.record_type === 'program');
      expect(entry?.details).toEqual({
        week_copied: { from: 1, to: 3 },
        replaced: [{ day_of_the_week: 4, exercise: { id: a.id, name: 'Week copy A' } }],
      });
    });

    it('answers 404 for a week not of the program and 422 for a bad body', async () => {
      const program = await filledProgram(2, 1, 'Week404');
      const other = await filledProgram(1, 1, 'Week404 other');
      const foreign = await post(`/training-programs/${program.id}/weeks/${other.week(1)}/duplicate`, {});
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: programMessages.weekNotFound });
      expect(
        (await post(`/training-programs/99999999/weeks/${program.week(1)}/duplicate`, {})).statusCode,
      ).toBe(404);
      const otherTarget = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {
        target_week_id: other.week(1),
      });
      expect(otherTarget.statusCode).toBe(422);
      expect(otherTarget.json()).toMatchObject({
        errors: { target_week_id: [programCopyMessages.targetWeekNotFound] },
      });
      const self = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {
        target_week_id: program.week(1),
      });
      expect(self.statusCode).toBe(422);
      const bad = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {
        target_week_id: 'x',
        replace: 'yes',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
        'replace',
        'target_week_id',
      ]);
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: `/api/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`,
        payload: {},
      });
    });

    it('is one transaction and a fixed number of statements', async () => {
      const program = await filledProgram(2, 2, 'WeekTx');
      const before = await scheduleContent(ctx.db, program.id);
      await withFailingInsert(ctx.db, 'user_exercise_activity_logs_with_trash', async () => {
        const response = await post(
          `/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`,
          {},
        );
        expect(response.statusCode).toBe(500);
      });
      expect(await scheduleContent(ctx.db, program.id)).toEqual(before);
      expect((await programRow(ctx.db, program.id))?.durationWeeks).toBe(2);

      const small = await filledProgram(1, 1, 'WeekSmall');
      const large = await filledProgram(1, 6, 'WeekLarge');
      const count = (p: { id: number; week: (n: number) => number }) =>
        countClientStatements(async () => {
          expect((await post(`/training-programs/${p.id}/weeks/${p.week(1)}/duplicate`, {})).statusCode).toBe(
            201,
          );
        });
      expect(await count(large)).toBe(await count(small));
    });
  });

  describe('POST /training-days/{dayId}/copy-to', () => {
    it('appends after the existing exercises, skipping and reporting those a target holds', async () => {
      const program = await filledProgram(3, 3, 'CopyAppend');
      const [source, target] = [program.day(1, 1), program.day(2, 4)];
      const extra = await insertExercise(ctx.db, 'CopyAppend extra');
      await ctx.db.execute(
        sql`delete from user_exercise_activity_logs_with_trash where training_day_id = ${program.day(3, 1)}`,
      );
      await ctx.db.execute(sql`
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position)
        values (${program.day(3, 1)}, ${extra.id}, 1)
      `);
      await ctx.db.execute(sql`
        delete from user_exercise_activity_logs_with_trash where training_day_id = ${target} and exercise_id = ${program.exercises[1]!}
      `);
      const response = await post(`/training-days/${source}/copy-to`, {
        target_day_ids: [target, program.day(3, 1)],
        mode: 'append',
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ data: CopyDayResult }>().data;
      expect(result.copied).toBe(1 + 3);
      expect(result.skipped).toBe(2);
      expect(result.skipped_exercises.map((s) => s.training_day_id)).toEqual([target, target]);
      const onTarget = await logsOfDay(target);
      // Positions continue after the highest one the target holds (1 and 3 here).
      expect(onTarget.map((l) => l.position)).toEqual([1, 3, 4]);
      expect(onTarget[2]!.exercise_id).toBe(String(program.exercises[1]));
      const onThird = await logsOfDay(program.day(3, 1));
      expect(onThird.map((l) => Number(l.exercise_id))).toEqual([extra.id, ...program.exercises]);
      expect(onThird.slice(1).map((l) => l.sets_data)).toEqual(
        (await logsOfDay(source)).map((l) => l.sets_data),
      );
      const entries = await entriesOfAnswer(ctx.db, response);
      expect(entries.map((e) => e.record_id)).toEqual(
        [program.day(2, 4), program.day(3, 1)].sort((x, y) => x - y),
      );
      expect(entries[0]).toMatchObject({ action: 'update', record_type: 'training-day' });
      expect(entries[0]?.details).toMatchObject({ copied_from: { id: source }, mode: 'append' });
      // Days are named by week and place in the week, as the screens do, never by a weekday.
      expect(entries.map((e) => e.record_name)).toEqual([
        expect.stringMatching(/^Week 2 · Day 4 of /),
        expect.stringMatching(/^Week 3 · Day 1 of /),
      ]);
      expect(entries[0]?.details).toMatchObject({
        copied_from: { name: expect.stringMatching(/^Week 1 · Day 1 of /) },
      });
    });

    it('replaces the targets exercises in replace mode, also onto another program', async () => {
      const program = await filledProgram(2, 2, 'CopyReplace');
      const other = await filledProgram(1, 3, 'CopyReplace other');
      const response = await post(`/training-days/${program.day(1, 1)}/copy-to`, {
        target_day_ids: [other.day(1, 4)],
        mode: 'replace',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: CopyDayResult }>().data).toEqual({
        copied: 2,
        skipped: 0,
        skipped_exercises: [],
      });
      expect(await logsOfDay(other.day(1, 4))).toEqual(await logsOfDay(program.day(1, 1)));
      const entry = (await entriesOfAnswer(ctx.db, response)).find((e) => e.record_type === 'training-day');
      expect((entry?.details as { replaced: string[] }).replaced).toHaveLength(3);
    });

    it('copies groups (week append and day copy); a group with a member a target holds lands ungrouped', async () => {
      const program = await filledProgram(2, 3, 'CopyGroups');
      const source = program.day(1, 1);
      const logIds = (
        await ctx.db.execute<{ id: string }>(
          sql`select id from user_exercise_activity_logs where training_day_id = ${source} order by position`,
        )
      ).rows.map((row) => Number(row.id));
      const grouped = await post(`/training-days/${source}/groups`, {
        log_ids: logIds.slice(0, 2),
        kind: 'superset',
      });
      expect(grouped.statusCode, grouped.body).toBe(201);
      const groupsOn = async (dayId: number) =>
        (
          await ctx.db.execute<{ kind: string | null; group_id: string | null }>(sql`
            select g.kind, l.group_id from user_exercise_activity_logs_with_trash l
            left join day_exercise_groups g on g.id = l.group_id and g.training_day_id = l.training_day_id
            where l.training_day_id = ${dayId} order by l.position, l.id
          `)
        ).rows;
      const week = await post(`/training-programs/${program.id}/weeks/${program.week(1)}/duplicate`, {});
      expect(week.statusCode, week.body).toBe(201);
      const newDay = week.json<{ data: TrainingWeek }>().data.training_days[0]!.id;
      expect((await groupsOn(newDay)).map((row) => row.kind)).toEqual(['superset', 'superset', null]);

      const held = program.day(2, 1);
      await ctx.db.execute(sql`
        delete from user_exercise_activity_logs_with_trash
        where training_day_id = ${held} and exercise_id <> ${program.exercises[1]!}
      `);
      const empty = program.day(2, 4);
      await ctx.db.execute(
        sql`delete from user_exercise_activity_logs_with_trash where training_day_id = ${empty}`,
      );
      const copied = await post(`/training-days/${source}/copy-to`, {
        target_day_ids: [held, empty],
        mode: 'append',
      });
      expect(copied.statusCode, copied.body).toBe(200);
      expect((await groupsOn(empty)).map((row) => row.kind)).toEqual(['superset', 'superset', null]);
      expect((await groupsOn(held)).map((row) => row.kind)).toEqual([null, null, null]);
    });

    it('refuses rest days with 409 naming them, changing nothing', async () => {
      const program = await filledProgram(2, 2, 'CopyRest');
      const before = await scheduleContent(ctx.db, program.id);
      const response = await post(`/training-days/${program.day(1, 1)}/copy-to`, {
        target_day_ids: [program.day(2, 1), program.day(2, 3), program.day(1, 7)],
        mode: 'append',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        `${programCopyMessages.restDay(7, 1)}. ${programCopyMessages.restDay(3, 2)}`,
      );
      expect(await scheduleContent(ctx.db, program.id)).toEqual(before);
    });

    it('answers 422 for the day itself, a day listed twice or a bad mode, and 404 for unknown days', async () => {
      const program = await filledProgram(1, 1, 'Copy422');
      const source = program.day(1, 1);
      const self = await post(`/training-days/${source}/copy-to`, {
        target_day_ids: [source],
        mode: 'append',
      });
      expect(self.statusCode).toBe(422);
      expect(self.json()).toMatchObject({
        errors: { target_day_ids: [programCopyMessages.targetDayIsSource] },
      });
      const twice = await post(`/training-days/${source}/copy-to`, {
        target_day_ids: [program.day(1, 4), program.day(1, 4)],
        mode: 'append',
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toMatchObject({
        errors: { target_day_ids: [programCopyMessages.targetDaysDistinct] },
      });
      const empty = await post(`/training-days/${source}/copy-to`, { target_day_ids: [], mode: 'merge' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({
        errors: {
          target_day_ids: [programCopyMessages.targetDaysRequired],
          mode: [programCopyMessages.modeRequired],
        },
      });
      const unknownSource = await post(`/training-days/99999999/copy-to`, {
        target_day_ids: [source],
        mode: 'append',
      });
      expect(unknownSource.statusCode).toBe(404);
      expect(unknownSource.json()).toMatchObject({ message: trainingDayMessages.notFound });
      const unknownTarget = await post(`/training-days/${source}/copy-to`, {
        target_day_ids: [99999998],
        mode: 'append',
      });
      expect(unknownTarget.statusCode).toBe(404);
      expect(unknownTarget.json()).toMatchObject({
        message: programCopyMessages.targetDaysNotFound([99999998]),
      });
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: `/api/training-days/${source}/copy-to`,
        payload: { target_day_ids: [program.day(1, 4)], mode: 'append' },
      });
    });

    it('is one transaction and a fixed number of statements', async () => {
      const program = await filledProgram(3, 2, 'CopyTx');
      const before = await scheduleContent(ctx.db, program.id);
      await withFailingInsert(ctx.db, 'user_exercise_activity_logs_with_trash', async () => {
        const response = await post(`/training-days/${program.day(1, 1)}/copy-to`, {
          target_day_ids: [program.day(2, 1), program.day(3, 1)],
          mode: 'replace',
        });
        expect(response.statusCode).toBe(500);
      });
      expect(await scheduleContent(ctx.db, program.id)).toEqual(before);

      const small = await filledProgram(2, 1, 'CopySmall');
      const large = await filledProgram(6, 6, 'CopyLarge');
      const count = (p: { day: (w: number, d: number) => number }, weeks: number) =>
        countClientStatements(async () => {
          const targets = Array.from({ length: weeks - 1 }, (_, i) => p.day(i + 2, 1));
          const response = await post(`/training-days/${p.day(1, 1)}/copy-to`, {
            target_day_ids: targets,
            mode: 'replace',
          });
          expect(response.statusCode, response.body).toBe(200);
        });
      expect(await count(large, 6)).toBe(await count(small, 2));
    });
  });
});
