import { sql } from 'drizzle-orm';
import {
  dayExerciseHeldAgainMessage,
  exerciseRestDayClashMessage,
} from '@coachboard/contract/exercise-trash';
import { userExerciseActivityLogsWithTrash } from '../../db/schema/index.js';
import type { Queryable, Transaction } from '../../lib/db-types.js';
import { recordType, type AuditedRecord } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { queueDayExerciseComplianceRefresh } from './program-edit-refresh.js';

/*
 * A day exercise (an exercise on a training day with its sets) as the trash sees it: a builder's
 * replace (a week copied onto a week, a day copied with mode replace) moves the exercises it takes off the
 * target days to the trash, one entry each, in one batch per request, so Undo brings back all of them.
 *
 * The row stays in `user_exercise_activity_logs_with_trash` with deleted_at set; the view of live day exercises
 * hides it, and the day's unique (day, exercise) index counts live rows only, so the copies that replaced it may
 * hold the same exercises. It keeps its position, sets and group. Restoring appends it after the day's current
 * exercises, in its old order (the copies keep theirs); restored together, a superset or circuit comes back
 * whole and consecutive. A restored exercise whose group already has exercises on the day comes back ungrouped
 * (it would split the group). Restoring answers 409 when its day became a rest day or holds the same exercise
 * again (the copy: remove that first), changing nothing.
 */

const TABLE = userExerciseActivityLogsWithTrash;

/**
 * "Back squat (Week 2 · Day 1)" as `dayExerciseName` writes it, over the table's columns (the program is the
 * entry's parent).
 */
const NAME_SQL = sql`(select e.name || ' (Week ' || w.sequence_number || ' · Day ' || d.day_of_the_week || ')'
  from exercises_with_trash e, training_days d join training_weeks w on w.id = d.training_week_id
  where e.id = ${TABLE.exerciseId} and d.id = ${TABLE.trainingDayId})`;

/** A live day exercise as the audit log names it (read only for its name: no route edits it as a record). */
const dayExerciseAuditFields = async (db: Queryable, id: number): Promise<AuditedRecord | null> => {
  const result = await db.execute<{ name: string; sets_data: unknown }>(sql`
    select ${NAME_SQL} as name, sets_data
    from ${TABLE}
    where id = ${id} and deleted_at is null`);
  const row = result.rows[0];
  return row ? { name: row.name, fields: { sets_data: row.sets_data } } : null;
};

/** What goes with each day exercise: its sets. */
const dayExerciseContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string; sets: number }>(sql`
    select l.id, (select count(*) from jsonb_object_keys(l.sets_data))::int as sets
    from user_exercise_activity_logs_with_trash l
    where l.id = any(${bigintArray(ids)})`);
  return new Map(result.rows.map((row) => [Number(row.id), { sets: row.sets }]));
};

/** The program of each day exercise (shown beside it in the trash). */
const programsOf = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string; program_id: string }>(sql`
    select l.id, w.training_program_id as program_id
    from user_exercise_activity_logs_with_trash l
    join training_days d on d.id = l.training_day_id
    join training_weeks w on w.id = d.training_week_id
    where l.id = any(${bigintArray(ids)})`);
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.program_id)]));
};

/**
 * Why the day exercises cannot come back, or null: their day became a rest day, or it holds the same exercise
 * again (not in the trash). Locks their days first, in id order (as reorders lock theirs).
 */
const restoreClash = async (tx: Transaction, ids: number[]) => {
  await tx.execute(sql`
    select id from training_days
    where id in (select training_day_id from user_exercise_activity_logs_with_trash where id = any(${bigintArray(ids)}))
    order by id
    for update`);
  const result = await tx.execute<{
    exercise: string;
    day_of_the_week: number;
    week: number;
    program: string;
    rest_day: boolean;
  }>(sql`
    select e.name as exercise, d.day_of_the_week, w.sequence_number as week, p.name as program,
      d.is_rest_day as rest_day
    from user_exercise_activity_logs_with_trash l
    join training_days d on d.id = l.training_day_id
    join training_weeks w on w.id = d.training_week_id
    join training_programs_with_trash p on p.id = w.training_program_id
    join exercises_with_trash e on e.id = l.exercise_id
    where l.id = any(${bigintArray(ids)}) and l.deleted_at is not null
      and (d.is_rest_day or exists (
        select 1 from user_exercise_activity_logs_with_trash x
        where x.training_day_id = l.training_day_id and x.exercise_id = l.exercise_id and x.deleted_at is null))
    order by d.is_rest_day desc, p.name, w.sequence_number, d.day_of_the_week, l.position, l.id
    limit 1`);
  const clash = result.rows[0];
  if (!clash) return null;
  const place = {
    exercise: clash.exercise,
    dayOfTheWeek: clash.day_of_the_week,
    week: clash.week,
    program: clash.program,
  };
  return clash.rest_day ? exerciseRestDayClashMessage(place) : dayExerciseHeldAgainMessage(place);
};

/**
 * After day exercises came back: each goes after its day's current exercises, in its old order (one statement
 * for any number of days); then those whose group already has other exercises on the day leave the group.
 */
const appendRestored = async (tx: Transaction, ids: number[]) => {
  await tx.execute(sql`
    with restored as (
      select l.id, l.training_day_id, l.position from user_exercise_activity_logs_with_trash l
      where l.id = any(${bigintArray(ids)})
    ),
    bases as (
      select r.training_day_id, coalesce(max(x.position), 0) as base
      from (select distinct training_day_id from restored) r
      left join user_exercise_activity_logs x
        on x.training_day_id = r.training_day_id and x.id <> all(${bigintArray(ids)})
      group by r.training_day_id
    ),
    placed as (
      select r.id,
        (bases.base + row_number() over (partition by r.training_day_id order by r.position, r.id))::int as position
      from restored r join bases on bases.training_day_id = r.training_day_id
    )
    update user_exercise_activity_logs_with_trash l
    set position = placed.position,
      group_id = case
        when exists (
          select 1 from user_exercise_activity_logs_with_trash x
          where x.group_id = l.group_id and x.deleted_at is null and x.id <> all(${bigintArray(ids)})
        ) then null
        else l.group_id
      end
    from placed
    where l.id = placed.id`);
  // Back in the prescription compliance counts: their days' followers are measured again.
  await queueDayExerciseComplianceRefresh(tx, ids);
};

/**
 * Before day exercises are removed for good: the groups they leave with fewer than two exercises (counting those
 * in the trash) go, as removing an exercise from a day drops them.
 */
const dropGroupsOfPurged = async (tx: Transaction, ids: number[]) => {
  await tx.execute(sql`
    delete from day_exercise_groups g
    where g.id in (select group_id from user_exercise_activity_logs_with_trash where id = any(${bigintArray(ids)}))
      and (select count(*) from user_exercise_activity_logs_with_trash x
           where x.group_id = g.id and x.id <> all(${bigintArray(ids)})) < 2`);
};

export const dayExerciseRecord = recordType({
  type: 'day-exercise',
  read: dayExerciseAuditFields,
  trash: {
    table: TABLE,
    name: NAME_SQL,
    deletedWith: 'trainingDays.removeExercise',
    parent: { type: 'program', of: programsOf },
    goesWith: dayExerciseContents,
    restoreClash,
    afterRestore: appendRestored,
    beforePurge: dropGroupsOfPurged,
  },
});
