import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import type { Transaction } from '../../src/lib/db-types.js';
import { systemAuditRecorder } from '../../src/lib/audit.js';
import type { TestApp } from '../helpers/test-app.js';
import { dayIdsOf, fillProgram } from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

/**
 * A program of `weeks` weeks with training days 1 and 4 (the others rest days), `perDay` exercises on each
 * training day at positions 1..perDay; `day(week, day)` gives a day's id.
 */
export const plannedProgram = async (ctx: TestApp, admin: AuthHeader, weeks: number, perDay: number) => {
  const program = await createProgramViaApi(ctx.app, admin, {
    duration_weeks: weeks,
    training_days_per_week: 2,
  });
  const exercises = await fillProgram(ctx.db, program.id, perDay, `Writer ${weeks}x${perDay}`);
  return { id: program.id, exercises, day: await dayIdsOf(ctx.db, program.id) };
};

/** Puts the day's exercises at these positions into one new group of `kind`; returns the group's id. */
export const groupOnDay = async (db: Database, dayId: number, positions: number[], kind = 'superset') => {
  const created = await db.execute<{ id: string }>(sql`
    insert into day_exercise_groups (training_day_id, kind) values (${dayId}, ${kind}) returning id`);
  const groupId = Number(created.rows[0]!.id);
  await db.execute(sql`
    update user_exercise_activity_logs_with_trash set group_id = ${groupId}
    where training_day_id = ${dayId} and position = any(${sql.raw(`array[${positions.join(',')}]::int[]`)})`);
  return groupId;
};

export interface TreeRow extends Record<string, unknown> {
  week: number;
  day: number;
  rest: boolean;
  exercise_id: string | null;
  position: number | null;
  sets_data: unknown;
  /** The day's group of the exercise as 'kind:first position of the group', so copies compare equal. */
  group: string | null;
}

/** A program's plan as a copy must repeat it: days, live day exercises, sets, groups; no ids. */
export const planOf = async (db: Database, programId: number) =>
  (
    await db.execute<TreeRow>(sql`
      select w.sequence_number as week, d.day_of_the_week as day, d.is_rest_day as rest, l.exercise_id,
        l.position, l.sets_data,
        case when g.id is null then null else g.kind || ':' || (
          select min(x.position) from user_exercise_activity_logs_with_trash x
          where x.group_id = g.id and x.deleted_at is null) end as "group"
      from training_weeks w
      join training_days d on d.training_week_id = w.id
      left join user_exercise_activity_logs_with_trash l on l.training_day_id = d.id and l.deleted_at is null
      left join day_exercise_groups g on g.id = l.group_id
      where w.training_program_id = ${programId}
      order by w.sequence_number, d.day_of_the_week, l.position
    `)
  ).rows;

/** The live day exercises of a day in position order: exercise, position, group id. */
export const dayExercisesOf = async (db: Database, dayId: number) =>
  (
    await db.execute<{ id: string; exercise_id: string; position: number; group_id: string | null }>(sql`
      select id, exercise_id, position, group_id from user_exercise_activity_logs_with_trash
      where training_day_id = ${dayId} and deleted_at is null order by position, id`)
  ).rows;

/** The trash functions' context for a writer test: the app's record types, entries recorded as the system. */
export const trashContextOf = (ctx: TestApp, tx: Transaction) => ({
  recordTypes: ctx.app.recordTypes,
  audit: systemAuditRecorder(tx),
});
