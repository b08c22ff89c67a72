import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  copyWeekExercisesOnto,
  createWeeks,
  programPlanCopyCtes,
  weekCopyCtes,
} from '../../src/modules/training-days/program-tree-writer/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { countClientStatements } from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { dayExercisesOf, groupOnDay, planOf, plannedProgram } from './program-tree-writer-helpers.js';

describe('the program tree writer: copying a plan', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  /** Programs with no weeks yet, to copy a plan onto. */
  const emptyPrograms = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 1 });
      await ctx.db.execute(sql`delete from training_weeks where training_program_id = ${program.id}`);
      ids.push(program.id);
    }
    return ids;
  };

  const copyPlan = (sourceId: number, targetIds: number[], nameSources = false) =>
    ctx.db.execute(sql`
      with targets as (select unnest(${sql.raw(`array[${targetIds.join(',')}]::bigint[]`)}) as id),
      ${programPlanCopyCtes('targets', sourceId, { nameSources, ordered: !nameSources })}
      select count(*) from new_logs`);

  it('copies weeks, rest days, positions, sets, groups and listed exercises onto every target', async () => {
    const source = await plannedProgram(ctx, admin, 3, 3);
    await groupOnDay(ctx.db, source.day(1, 1), [1, 2], 'superset');
    await groupOnDay(ctx.db, source.day(2, 4), [2, 3], 'circuit');
    // A day exercise in the trash stays behind, and so does a group left with none outside it.
    const lone = await groupOnDay(ctx.db, source.day(3, 1), [3]);
    await ctx.db.execute(sql`
      update user_exercise_activity_logs_with_trash set deleted_at = now() where group_id = ${lone}`);
    const targets = await emptyPrograms(2);

    await copyPlan(source.id, targets);

    const plan = await planOf(ctx.db, source.id);
    expect(plan.filter((row) => row.rest).map((row) => row.day)).toEqual([
      2, 3, 5, 6, 7, 2, 3, 5, 6, 7, 2, 3, 5, 6, 7,
    ]);
    expect(
      plan.filter((row) => row.group !== null).map((row) => `${row.week}.${row.day} ${row.group}`),
    ).toEqual(['1.1 superset:1', '1.1 superset:1', '2.4 circuit:2', '2.4 circuit:2']);
    for (const target of targets) expect(await planOf(ctx.db, target)).toEqual(plan);
    const groups = await ctx.db.execute<{ programs: number; groups: number }>(sql`
      select count(distinct w.training_program_id)::int as programs, count(*)::int as groups
      from day_exercise_groups g join training_days d on d.id = g.training_day_id
      join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = any(${sql.raw(`array[${targets.join(',')}]::bigint[]`)})`);
    expect(groups.rows[0]).toEqual({ programs: 2, groups: 4 });
    const listed = await ctx.db.execute<{ exercise_id: string }>(sql`
      select exercise_id from program_exercises where training_program_id = ${targets[1]} order by exercise_id`);
    expect(listed.rows.map((row) => Number(row.exercise_id))).toEqual(
      [...source.exercises].sort((a, b) => a - b),
    );
  });

  it('names the source rows on the copies when asked (a personal copy), and only then', async () => {
    const source = await plannedProgram(ctx, admin, 1, 2);
    const group = await groupOnDay(ctx.db, source.day(1, 1), [1, 2]);
    const [named, plain] = await emptyPrograms(2);
    await copyPlan(source.id, [named!], true);
    await copyPlan(source.id, [plain!]);
    const sourcesOf = async (programId: number) =>
      (
        await ctx.db.execute<{ template_log_id: string | null; template_group_id: string | null }>(sql`
          select l.template_log_id, g.template_group_id
          from user_exercise_activity_logs_with_trash l
          join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
          left join day_exercise_groups g on g.id = l.group_id
          where w.training_program_id = ${programId} and d.day_of_the_week = 1 order by l.position`)
      ).rows;
    const sourceIds = (await dayExercisesOf(ctx.db, source.day(1, 1))).map((row) => row.id);
    expect(await sourcesOf(named!)).toEqual(
      sourceIds.map((id) => ({ template_log_id: id, template_group_id: String(group) })),
    );
    expect(await sourcesOf(plain!)).toEqual(
      sourceIds.map(() => ({ template_log_id: null, template_group_id: null })),
    );
  });

  it('copies a week as a new week of the same program, rest days and groups with it', async () => {
    const program = await plannedProgram(ctx, admin, 2, 2);
    await groupOnDay(ctx.db, program.day(2, 4), [1, 2]);
    const weekId = await ctx.db.execute<{ id: string }>(sql`
      select id from training_weeks where training_program_id = ${program.id} and sequence_number = 2`);
    const copied = await ctx.db.execute<{ id: string }>(sql`
      with pairs as (select ${Number(weekId.rows[0]!.id)}::bigint as source_week_id,
        ${program.id}::bigint as program_id, 3 as sequence_number),
      ${weekCopyCtes('pairs')}
      select id from new_weeks`);
    expect(copied.rows).toHaveLength(1);
    const plan = await planOf(ctx.db, program.id);
    const week = (sequence: number) =>
      plan.filter((row) => row.week === sequence).map(({ week: _week, ...row }) => row);
    expect(week(3)).toEqual(week(2));
    expect(week(3).filter((row) => row.group !== null)).toHaveLength(2);
  });

  it('copies a week onto the empty days of another at the same positions', async () => {
    const program = await plannedProgram(ctx, admin, 2, 3);
    await ctx.db.execute(sql`
      delete from user_exercise_activity_logs_with_trash
      where training_day_id in (${program.day(2, 1)}, ${program.day(2, 4)})`);
    const weeks = await ctx.db.execute<{ id: string }>(sql`
      select id from training_weeks where training_program_id = ${program.id} order by sequence_number`);
    const [first, second] = weeks.rows.map((row) => Number(row.id));
    expect(await copyWeekExercisesOnto(ctx.db, first!, second!)).toBe(6);
    const exercisesOf = async (dayId: number) =>
      (await dayExercisesOf(ctx.db, dayId)).map((row) => [row.exercise_id, row.position]);
    expect(await exercisesOf(program.day(2, 4))).toEqual(await exercisesOf(program.day(1, 4)));
  });

  it('creates empty weeks with rest days by the days-per-week pattern', async () => {
    const [programId] = await emptyPrograms(1);
    await createWeeks(ctx.db, programId!, 1, 2, 3);
    const plan = await planOf(ctx.db, programId!);
    expect(plan.map((row) => `${row.week}.${row.day}${row.rest ? ' rest' : ''}`)).toEqual([
      '1.1',
      '1.2 rest',
      '1.3',
      '1.4 rest',
      '1.5',
      '1.6 rest',
      '1.7 rest',
      '2.1',
      '2.2 rest',
      '2.3',
      '2.4 rest',
      '2.5',
      '2.6 rest',
      '2.7 rest',
    ]);
  });

  it('sends one statement per copy whatever the plan size and the number of targets', async () => {
    const small = await plannedProgram(ctx, admin, 1, 1);
    const large = await plannedProgram(ctx, admin, 6, 5);
    const one = await emptyPrograms(1);
    const three = await emptyPrograms(3);
    expect(await countClientStatements(async () => void (await copyPlan(small.id, one)))).toBe(1);
    expect(await countClientStatements(async () => void (await copyPlan(large.id, three)))).toBe(1);
    expect(await planOf(ctx.db, three[2]!)).toEqual(await planOf(ctx.db, large.id));
  });
});
