import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  progressionMessages,
  type ExerciseSet,
  type ProgressionRule,
  type ProgressionResult,
} from '@coachboard/contract';
import { progressSet, progressWeeks } from '../../src/modules/training-days/progression-rules.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import {
  dayIdsOf,
  fillProgram,
  scheduleContent,
  withFailingInsert,
} from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

const set = (fields: Partial<ExerciseSet>): ExerciseSet => ({
  reps: 8,
  weight: null,
  time: null,
  rir: null,
  rest: null,
  ...fields,
});

/**
 * The statements of the request transaction(s) run by `run`: everything sent, from BEGIN to COMMIT or ROLLBACK
 * included, by a client that sends a BEGIN (as countClientStatements in program-copy-helpers.ts, but leaving out
 * what other clients of the pool send meanwhile, such as the job runner's polls, so the count cannot flake).
 */
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

describe('progression rules', () => {
  const cases: [string, ProgressionRule, ExerciseSet, ExerciseSet][] = [
    [
      'linear load adds the step',
      { type: 'linear_load', step_kg: 2.5 },
      set({ weight: 60 }),
      set({ weight: 62.5 }),
    ],
    [
      'linear load rounds to 0.5',
      { type: 'linear_load', step_kg: 1.2 },
      set({ weight: 60 }),
      set({ weight: 61 }),
    ],
    ['linear load keeps a set without weight', { type: 'linear_load', step_kg: 2.5 }, set({}), set({})],
    ['linear reps adds to reps', { type: 'linear_reps', step: 1 }, set({ reps: 5 }), set({ reps: 6 })],
    [
      'linear reps moves the range',
      { type: 'linear_reps', step: 2 },
      set({ reps: 8, reps_max: 12 }),
      set({ reps: 10, reps_max: 14 }),
    ],
    [
      'percent adds the step',
      { type: 'percent', step_percent: 2.5 },
      set({ load_percent: 70 }),
      set({ load_percent: 72.5 }),
    ],
    [
      'percent is capped at 150',
      { type: 'percent', step_percent: 5 },
      set({ load_percent: 148 }),
      set({ load_percent: 150 }),
    ],
    [
      'double adds a rep below the top',
      { type: 'double', step_kg: 2.5 },
      set({ reps: 8, reps_max: 10, weight: 60 }),
      set({ reps: 9, reps_max: 10, weight: 60 }),
    ],
  ];
  it.each(cases)('%s', (_name, rule, from, to) => {
    expect(progressSet(from, rule, from)).toEqual(to);
  });

  it('double progression cycles 8 → 9 → 10 → 8 with +2.5 kg', () => {
    const weeks = progressWeeks(
      { set_1: set({ reps: 8, reps_max: 10, weight: 60 }) },
      { type: 'double', step_kg: 2.5 },
      5,
    );
    expect(weeks.map((week) => [week.set_1!.reps, week.set_1!.weight])).toEqual([
      [9, 60],
      [10, 60],
      [8, 62.5],
      [9, 62.5],
      [10, 62.5],
    ]);
  });
});

describe('POST /training-days/{dayId}/exercises/{logId}/progression', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const post = (dayId: number, logId: number, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/training-days/${dayId}/exercises/${logId}/progression`,
      headers: admin,
      payload,
    });
  const logsOfDay = async (dayId: number) =>
    (
      await ctx.db.execute<{
        id: string;
        exercise_id: string;
        position: number;
        sets_data: Record<string, ExerciseSet>;
      }>(sql`
        select id, exercise_id, position, sets_data from user_exercise_activity_logs_with_trash
        where training_day_id = ${dayId} order by position, id
      `)
    ).rows;
  const logCount = async () =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from user_exercise_activity_logs_with_trash`,
      )
    ).rows[0]!.n;

  /** A five-week program, training days 1 and 4, three exercises a day; exercise 2 of week 1 day 1 is 8-10 × 60 kg. */
  const program = async (prefix: string) => {
    const created = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 5,
      training_days_per_week: 2,
    });
    const exercises = await fillProgram(ctx.db, created.id, 3, prefix);
    const day = await dayIdsOf(ctx.db, created.id);
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash
      set sets_data = '{"set_1": {"reps": 8, "reps_max": 10, "weight": 60, "time": null, "rir": null, "rest": 90}}'
      where training_day_id = ${day(1, 1)} and exercise_id = ${exercises[1]!}
    `);
    const log = Number(
      (await logsOfDay(day(1, 1))).find((row) => Number(row.exercise_id) === exercises[1])!.id,
    );
    return { id: created.id, exercises, day, log };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('a dry run answers the weeks with what they overwrite and writes nothing', async () => {
    const p = await program('Dry');
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash
      where training_day_id = ${p.day(3, 1)} and exercise_id = ${p.exercises[1]!}
    `);
    const before = await logCount();
    const response = await post(p.day(1, 1), p.log, {
      rule: { type: 'double', step_kg: 2.5 },
      weeks: 3,
      dry_run: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { weeks } = response.json<{ data: ProgressionResult }>().data;
    expect(weeks.map((week) => [week.week, week.training_day_id])).toEqual([
      [2, p.day(2, 1)],
      [3, p.day(3, 1)],
      [4, p.day(4, 1)],
    ]);
    expect(weeks.map((week) => week.sets.set_1!.reps)).toEqual([9, 10, 8]);
    expect(weeks[1]!.overwrites).toBeNull();
    expect(weeks[0]!.overwrites?.set_1?.weight).toBe(22);
    expect(await logCount()).toBe(before);
    expect(await entriesOfAnswer(ctx.db, response)).toEqual([]);
  });

  it('applies over three weeks, adding the exercise where missing at the same position, with audit entries', async () => {
    const p = await program('Apply');
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash
      where training_day_id = ${p.day(3, 1)} and exercise_id = ${p.exercises[1]!}
    `);
    const overwritten = (await logsOfDay(p.day(2, 1))).find(
      (row) => Number(row.exercise_id) === p.exercises[1],
    )!.sets_data;
    const response = await post(p.day(1, 1), p.log, { rule: { type: 'double', step_kg: 2.5 }, weeks: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const setOn = async (week: number) =>
      (await logsOfDay(p.day(week, 1))).find((row) => Number(row.exercise_id) === p.exercises[1])!.sets_data
        .set_1;
    expect(await setOn(2)).toMatchObject({ reps: 9, reps_max: 10, weight: 60 });
    expect(await setOn(3)).toMatchObject({ reps: 10, reps_max: 10, weight: 60 });
    expect(await setOn(4)).toMatchObject({ reps: 8, reps_max: 10, weight: 62.5 });
    expect((await setOn(5))?.weight).toBe(25);
    const week3 = await logsOfDay(p.day(3, 1));
    expect(week3.map((row) => [Number(row.exercise_id), row.position])).toEqual([
      [p.exercises[0], 1],
      [p.exercises[1], 2],
      [p.exercises[2], 3],
    ]);
    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.map((entry) => [entry.action, entry.record_type, entry.record_id])).toEqual([
      ['update', 'training-day', p.day(2, 1)],
      ['update', 'training-day', p.day(3, 1)],
      ['update', 'training-day', p.day(4, 1)],
    ]);
    // Each entry keeps the sets it overwrote (none where the exercise was added) and those it wrote.
    const written = async (week: number) =>
      (await logsOfDay(p.day(week, 1))).find((row) => Number(row.exercise_id) === p.exercises[1])!.sets_data;
    expect(entries[0]?.changes).toEqual({ sets_data: { before: overwritten, after: await written(2) } });
    expect(entries[1]?.changes).toEqual({ sets_data: { before: null, after: await written(3) } });
  });

  it('is one transaction: a failing write leaves every week as it was, renumbering included', async () => {
    const p = await program('Atomic');
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash
      where training_day_id = ${p.day(3, 1)} and exercise_id = ${p.exercises[1]!}
    `);
    // Week 3 lacks the exercise: its day is renumbered (one statement) before the upsert (the one that fails).
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set position = position * 10 where training_day_id = ${p.day(3, 1)}
    `);
    const before = await scheduleContent(ctx.db, p.id);
    let response: Awaited<ReturnType<typeof post>> | undefined;
    await withFailingInsert(ctx.db, 'user_exercise_activity_logs_with_trash', async () => {
      response = await post(p.day(1, 1), p.log, { rule: { type: 'double', step_kg: 2.5 }, weeks: 3 });
      expect(response.statusCode).toBe(500);
    });
    expect(await scheduleContent(ctx.db, p.id)).toEqual(before);
    expect(await entriesOfAnswer(ctx.db, response!)).toEqual([]);
  });

  it('refuses a rest day among the targets with 409 naming it, changing nothing', async () => {
    const p = await program('Rest');
    await ctx.db.execute(sql`update training_days set is_rest_day = true where id = ${p.day(3, 1)}`);
    const before = await logsOfDay(p.day(2, 1));
    const response = await post(p.day(1, 1), p.log, {
      rule: { type: 'linear_load', step_kg: 2.5 },
      weeks: 2,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('week 3');
    expect(await logsOfDay(p.day(2, 1))).toEqual(before);
  });

  it('answers 404 for an unknown day or a log not on that day', async () => {
    const p = await program('Missing');
    const rule = { type: 'linear_load', step_kg: 2.5 };
    expect((await post(999_999_999, p.log, { rule, weeks: 1 })).statusCode).toBe(404);
    expect((await post(p.day(1, 4), p.log, { rule, weeks: 1 })).statusCode).toBe(404);
    expect((await post(p.day(1, 1), 999_999_999, { rule, weeks: 1 })).statusCode).toBe(404);
  });

  it('sends the same number of statements over 2 weeks as over 10 of a 12-week program, dry run and apply', async () => {
    /** A 12-week program, 2 training days a week, 3 exercises a day; exercise 2 is missing on week 2 day 1. */
    const twelveWeeks = async (prefix: string) => {
      const created = await createProgramViaApi(ctx.app, admin, {
        duration_weeks: 12,
        training_days_per_week: 2,
      });
      const exercises = await fillProgram(ctx.db, created.id, 3, prefix);
      const day = await dayIdsOf(ctx.db, created.id);
      await ctx.db.execute(sql`
        delete from user_exercise_activity_logs_with_trash
        where training_day_id = ${day(2, 1)} and exercise_id = ${exercises[1]!}
      `);
      const log = Number(
        (await logsOfDay(day(1, 1))).find((row) => Number(row.exercise_id) === exercises[1])!.id,
      );
      return { day, log, exercise: exercises[1]! };
    };
    const count = async (weeks: number, dryRun: boolean) => {
      const p = await twelveWeeks(`Count ${weeks} ${dryRun ? 'dry' : 'apply'}`);
      const statements = await countTransactionStatements(async () => {
        const response = await post(p.day(1, 1), p.log, {
          rule: { type: 'double', step_kg: 2.5 },
          weeks,
          dry_run: dryRun,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ data: ProgressionResult }>().data.weeks).toHaveLength(weeks);
      });
      const written = await Promise.all(
        Array.from({ length: weeks }, async (_, index) =>
          (await logsOfDay(p.day(index + 2, 1))).some((row) => Number(row.exercise_id) === p.exercise),
        ),
      );
      // The apply wrote every week (the missing one added), the dry run none of the missing one.
      expect(written[0]).toBe(!dryRun);
      return statements;
    };

    const dryTwo = await count(2, true);
    expect(await count(10, true)).toBe(dryTwo);
    const applyTwo = await count(2, false);
    expect(await count(10, false)).toBe(applyTwo);
    // begin, the source, the targets and rollback; then also the renumbering, the upsert, the followers' compliance
    // refresh and the audit entries.
    expect(dryTwo).toBe(4);
    expect(applyTwo).toBe(8);
  });

  it('answers 422 for a bad rule, a bad number of weeks, or more weeks than are left', async () => {
    const p = await program('Invalid');
    const rule = { type: 'linear_load', step_kg: 2.5 };
    expect((await post(p.day(1, 1), p.log, { rule: { type: 'wave' }, weeks: 1 })).statusCode).toBe(422);
    expect((await post(p.day(1, 1), p.log, { rule, weeks: 0 })).statusCode).toBe(422);
    expect((await post(p.day(1, 1), p.log, { rule, weeks: 52 })).statusCode).toBe(422);
    const tooMany = await post(p.day(1, 1), p.log, { rule, weeks: 5 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body).toContain(progressionMessages.weeksLeft(4));
  });
});
