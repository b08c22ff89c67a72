import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setsDataSchema, targetMuscleGroups } from '@coachboard/contract';
import { exerciseMuscleGroups, exercises } from '../../src/db/schema/index.js';
import { seedDemoExercises } from '../../src/seed/demo-exercises.js';
import { seedDemoPrograms } from '../../src/seed/demo-programs.js';
import { seedDemoTrainingDays } from '../../src/seed/demo-training-days.js';
import { seedDemoUsers } from '../../src/seed/demo-users.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo exercise library and training days', () => {
  let ctx: TestApp;
  let exerciseCount: number;
  let logCount: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    await createAdmin(ctx.db);
    await seedDemoUsers(ctx.db);
    await seedDemoPrograms(ctx.db, storageForDataDir(ctx.dataDir));
    exerciseCount = await seedDemoExercises(ctx.db);
    logCount = await seedDemoTrainingDays(ctx.db);
  });
  afterAll(() => ctx.close());

  it('loads at least 80 exercises across every target muscle group, without invented video links', async () => {
    const rows = await ctx.db.select().from(exercises);
    expect(exerciseCount).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((row) => row.targetMuscleGroup))).toEqual(new Set(targetMuscleGroups));
    expect(rows.every((row) => row.ytLink === null && (row.description ?? '').length > 40)).toBe(true);
    expect(rows.some((row) => row.isAtHome) && rows.some((row) => row.isGymBased)).toBe(true);
  });

  it('gives exercises at most one primary and five secondary groups, never overlapping', async () => {
    const links = await ctx.db.select().from(exerciseMuscleGroups);
    const byExercise = new Map<number, typeof links>();
    for (const link of links)
      byExercise.set(link.exerciseId, [...(byExercise.get(link.exerciseId) ?? []), link]);
    expect(byExercise.size).toBe(exerciseCount);
    for (const groups of byExercise.values()) {
      expect(groups.filter((g) => g.type === 'primary').length).toBeLessThanOrEqual(1);
      expect(groups.filter((g) => g.type === 'secondary').length).toBeLessThanOrEqual(5);
    }
  });

  it('fills every training day of the demo programs, positions 1..n, with valid sets', async () => {
    expect(logCount).toBeGreaterThan(1000);
    const empty = await ctx.db.execute(sql`
      select count(*)::int as n from training_days d
      where not d.is_rest_day and not exists (select 1 from user_exercise_activity_logs l where l.training_day_id = d.id)`);
    expect(empty.rows[0]).toEqual({ n: 0 });
    const gaps = await ctx.db.execute(sql`
      select count(*)::int as n from (
        select training_day_id, max(position) = count(*) and min(position) = 1 as ok
        from user_exercise_activity_logs group by training_day_id) t where not ok`);
    expect(gaps.rows[0]).toEqual({ n: 0 });
    const sample = await ctx.db.execute<{ sets_data: unknown }>(
      sql`select sets_data from user_exercise_activity_logs`,
    );
    for (const row of sample.rows) expect(setsDataSchema.safeParse(row.sets_data).success).toBe(true);
  });

  it('groups some days into supersets and circuits of consecutive exercises, and gives some sets a range', async () => {
    const kinds = await ctx.db.execute<{ kind: string; rounds: number | null; days: number }>(sql`
      select kind, max(rounds)::int as rounds, count(distinct training_day_id)::int as days
      from day_exercise_groups group by kind order by kind`);
    expect(kinds.rows.map((row) => row.kind)).toEqual(['circuit', 'superset']);
    expect(kinds.rows.every((row) => row.days > 0)).toBe(true);
    expect(kinds.rows.find((row) => row.kind === 'circuit')?.rounds).toBeGreaterThan(1);
    const broken = await ctx.db.execute(sql`
      select count(*)::int as n from (
        select g.id, g.training_day_id, bool_and(l.training_day_id = g.training_day_id) as same_day,
          count(l.id) as members, max(l.position) - min(l.position) + 1 as span
        from day_exercise_groups g left join user_exercise_activity_logs l on l.group_id = g.id
        group by g.id) t where not same_day or members < 2 or span <> members`);
    expect(broken.rows[0]).toEqual({ n: 0 });
    const sets = await ctx.db.execute<{
      ranges: number;
      percents: number;
      amraps: number;
      mixed: number;
    }>(sql`
      select count(*) filter (where s.value ? 'reps_max')::int as ranges,
        count(*) filter (where s.value ? 'load_percent')::int as percents,
        count(*) filter (where (s.value ->> 'amrap')::boolean)::int as amraps,
        count(*) filter (where s.value ? 'load_percent' and s.value ->> 'weight' is not null)::int as mixed
      from user_exercise_activity_logs l, jsonb_each(l.sets_data) s`);
    const counts = sets.rows[0]!;
    expect(counts.ranges).toBeGreaterThan(0);
    expect(counts.percents).toBeGreaterThan(0);
    expect(counts.amraps).toBeGreaterThan(0);
    expect(counts.mixed).toBe(0);
  });

  it("progresses the hypertrophy split's back squat week over week by the double progression rule", async () => {
    const rows = await ctx.db.execute<{
      week: number;
      sets_data: Record<string, Record<string, unknown>>;
    }>(sql`
      select w.sequence_number as week, l.sets_data
      from user_exercise_activity_logs l
      join exercises e on e.id = l.exercise_id
      join training_days d on d.id = l.training_day_id
      join training_weeks w on w.id = d.training_week_id
      join training_programs p on p.id = w.training_program_id
      where p.name = 'Hypertrophy Upper/Lower Split' and e.name = 'Barbell Back Squat'
      order by w.sequence_number`);
    const weeks = rows.rows.map((row) => {
      const sets = Object.values(row.sets_data);
      expect(new Set(sets.map((set) => JSON.stringify(set))).size).toBe(1);
      const set = sets[0]!;
      return `W${row.week} ${sets.length}x${String(set.reps)}-${String(set.reps_max)} @ ${String(set.weight)} kg`;
    });
    expect(weeks.slice(0, 7)).toEqual([
      'W1 3x8-10 @ 60 kg',
      'W2 3x9-10 @ 60 kg',
      'W3 3x10-10 @ 60 kg',
      'W4 3x8-10 @ 62.5 kg',
      'W5 3x9-10 @ 62.5 kg',
      'W6 3x10-10 @ 62.5 kg',
      'W7 3x8-10 @ 65 kg',
    ]);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('W12 3x10-10 @ 67.5 kg');
  });

  it('lists every exercise on a day under its program, and seeds only once', async () => {
    const unlisted = await ctx.db.execute(sql`
      select count(*)::int as n from user_exercise_activity_logs l
      join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id
      where not exists (select 1 from program_exercises pe where pe.training_program_id = w.training_program_id and pe.exercise_id = l.exercise_id)`);
    expect(unlisted.rows[0]).toEqual({ n: 0 });
    expect(await seedDemoExercises(ctx.db)).toBe(0);
    expect(await seedDemoTrainingDays(ctx.db)).toBe(0);
  });
});
