import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo logged training', () => {
  let ctx: TestApp;
  const rows = async <T extends Record<string, unknown>>(query: string) =>
    (await ctx.db.execute<T>(query)).rows;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ensureAdmin(ctx.db, ctx.config);
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoWorkouts).toBeGreaterThan(100);
    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoWorkouts).toBe(0);
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('spans the last twelve weeks, each workout on the date its assignment schedules that day', async () => {
    const [span] = await rows<{ first: number; last: number; weeks: number; users: number }>(`
      select current_date - min(performed_on) as first, current_date - max(performed_on) as last,
        count(distinct (current_date - performed_on - 1) / 7) as weeks, count(distinct user_id) as users
      from workout_sessions`);
    expect(span!.first).toBeLessThanOrEqual(84);
    expect(span!.last).toBeGreaterThanOrEqual(1);
    expect(Number(span!.weeks)).toBe(12);
    expect(Number(span!.users)).toBeGreaterThan(10);
    const offSchedule = await rows(`
      select s.id from workout_sessions s
      where not exists (
        select 1 from program_users pu
        join training_weeks w on w.training_program_id = pu.training_program_id
        join training_days d on d.training_week_id = w.id
        where pu.user_id = s.user_id and d.id = s.training_day_id and w.sequence_number = s.week_number
          and s.performed_on = pu.start_date + (w.sequence_number - 1) * 7 + (d.day_of_the_week - 1))`);
    expect(offSchedule).toEqual([]);
  });

  it('logs every set of the day with a copy of its prescription', async () => {
    const [sets] = await rows<{ total: string; mismatched: string; empty_sessions: string }>(`
      select count(*) as total,
        count(*) filter (where ps.target_reps is distinct from (l.sets_data->('set_' || ps.set_number)->>'reps')::int
          or ps.target_weight is distinct from (l.sets_data->('set_' || ps.set_number)->>'weight')::numeric)
          as mismatched,
        (select count(*) from workout_sessions s
         where not exists (select 1 from performed_sets p where p.session_id = s.id)) as empty_sessions
      from performed_sets ps join user_exercise_activity_logs l on l.id = ps.day_exercise_id`);
    expect(Number(sets!.total)).toBeGreaterThan(1000);
    expect(Number(sets!.mismatched)).toBe(0);
    expect(Number(sets!.empty_sessions)).toBe(0);
  });

  it('has steady users, users who dropped off, and personal bests late in the twelve weeks', async () => {
    const users = await rows<{ user_id: string; early: string; late: string }>(`
      select user_id, count(*) filter (where performed_on < current_date - 56) as early,
        count(*) filter (where performed_on >= current_date - 28) as late
      from workout_sessions group by user_id`);
    const droppedOff = users.filter((user) => Number(user.early) >= 3 && Number(user.late) === 0);
    const steady = users.filter((user) => Number(user.late) >= 6);
    expect(droppedOff.length).toBeGreaterThan(0);
    expect(steady.length).toBeGreaterThan(droppedOff.length);

    const bests = await rows<{ user_id: string }>(`
      select s.user_id from performed_sets ps join workout_sessions s on s.id = ps.session_id
      where ps.weight is not null
      group by s.user_id, ps.exercise_id
      having max(ps.weight) filter (where s.performed_on >= current_date - 28)
        > max(ps.weight) filter (where s.performed_on < current_date - 28)`);
    expect(new Set(bests.map((row) => row.user_id)).size).toBeGreaterThan(2);
  });
});
