import { sql, type SQL } from 'drizzle-orm';
import {
  dayExerciseGroups,
  programExercises,
  trainingDays,
  trainingWeeks,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import { columnList } from '../../../lib/copied-columns.js';
import { dayExerciseCopiedColumns, groupCopiedColumns } from './copied-columns.js';

/** How a plan is copied: the options every copy of day exercises takes. */
export interface PlanCopyOptions {
  /**
   * The copied groups and day exercises name the rows they came from (template_group_id, template_log_id,
   * migration 0026, not in the Drizzle schema): a personal copy's template-sync identities, written in the same
   * insert rather than by an UPDATE joining every copied row back (seconds for 500 copies).
   */
  nameSources?: boolean;
  /**
   * Day exercises are inserted in day and position order (their ids follow it). Off for bulk copies: sorting
   * 180,000 rows of 500 copies costs a second, and positions are written as they are either way.
   */
  ordered?: boolean;
}

/**
 * CTEs (to follow a CTE `dayMap` of `(source_day_id, new_day_id)` pairs) that copy the supersets and circuits of
 * the source days onto the new days, in one INSERT ... SELECT, and define `group_map (source_group_id,
 * new_day_id, new_group_id)`: the copies are matched to their sources by row_number over the insert's order
 * (identity values are drawn in the order the sorted rows are inserted). `where` leaves groups out (a
 * condition on `g` the source group and `m` the day pair).
 */
export const groupCopyCtes = (dayMap: string, where: SQL = sql`true`, options: PlanCopyOptions = {}): SQL => {
  const columns = groupCopiedColumns();
  const sourceColumn = options.nameSources ? sql`template_group_id, ` : sql``;
  const sourceValue = options.nameSources ? sql`g.id, ` : sql``;
  return sql`
    group_sources as (
      select g.id as source_group_id, m.new_day_id,
        row_number() over (order by m.new_day_id, g.id) as ord
      from ${dayExerciseGroups} g
      join ${sql.identifier(dayMap)} m on m.source_day_id = g.training_day_id
      where ${where}
    ),
    new_groups as (
      insert into ${dayExerciseGroups} (training_day_id, ${sourceColumn}${columnList(columns)})
      select s.new_day_id, ${sourceValue}${columnList(columns, 'g')}
      from group_sources s join ${dayExerciseGroups} g on g.id = s.source_group_id
      order by s.ord
      returning id
    ),
    group_map as (
      select s.source_group_id, s.new_day_id, n.id as new_group_id
      from group_sources s
      join (select id, row_number() over (order by id) as ord from new_groups) n on n.ord = s.ord
    )`;
};

/**
 * CTEs (to follow a CTE `dayMap` of `(source_day_id, new_day_id)` pairs) that copy the source days' groups
 * (groupCopyCtes) and then, as `new_logs (id)`, their day exercises onto the new days: same positions and
 * columns, each in the copy of its group. Day exercises in the trash stay behind, and so do groups left with
 * none. One INSERT ... SELECT per table whatever the days hold.
 */
export const dayExercisesCopyCtes = (dayMap: string, options: PlanCopyOptions = {}): SQL => {
  const { ordered = true } = options;
  const columns = dayExerciseCopiedColumns();
  const days = sql.identifier(dayMap);
  const withLiveMembers = sql`exists (
    select 1 from ${userExerciseActivityLogsWithTrash} x where x.group_id = g.id and x.deleted_at is null
  )`;
  const sourceColumn = options.nameSources ? sql`template_log_id, ` : sql``;
  const sourceValue = options.nameSources ? sql`l.id, ` : sql``;
  return sql`${groupCopyCtes(dayMap, withLiveMembers, options)},
    new_logs as (
      insert into ${userExerciseActivityLogsWithTrash}
        (training_day_id, position, group_id, ${sourceColumn}${columnList(columns)})
      select m.new_day_id, l.position, group_map.new_group_id, ${sourceValue}${columnList(columns, 'l')}
      from ${userExerciseActivityLogsWithTrash} l
      join ${days} m on m.source_day_id = l.training_day_id
      left join group_map on group_map.source_group_id = l.group_id and group_map.new_day_id = m.new_day_id
      where l.deleted_at is null
      ${ordered ? sql`order by m.new_day_id, l.position, l.id` : sql``}
      returning id
    )`;
};

/**
 * CTEs (to follow a CTE `weekPairs` of `(source_week_id, program_id, sequence_number)` rows) that copy each source
 * week as week `sequence_number` of program `program_id`: the week (`new_weeks (id, training_program_id,
 * sequence_number)`), its seven days with their rest flags, and their groups and day exercises
 * (dayExercisesCopyCtes over `day_map`). One INSERT ... SELECT per table whatever the number of weeks and targets.
 */
export const weekCopyCtes = (weekPairs: string, options: PlanCopyOptions = {}): SQL => {
  const pairs = sql.identifier(weekPairs);
  return sql`
    new_weeks as (
      insert into ${trainingWeeks} (training_program_id, sequence_number)
      select p.program_id, p.sequence_number from ${pairs} p
      order by p.program_id, p.sequence_number
      returning id, training_program_id, sequence_number
    ),
    week_map as (
      select p.source_week_id, nw.id as new_week_id
      from new_weeks nw
      join ${pairs} p on p.program_id = nw.training_program_id and p.sequence_number = nw.sequence_number
    ),
    source_days as (
      select d.id, d.training_week_id, d.day_of_the_week, d.is_rest_day
      from ${trainingDays} d
      where d.training_week_id in (select source_week_id from ${pairs})
    ),
    new_days as (
      insert into ${trainingDays} (training_week_id, day_of_the_week, is_rest_day)
      select wm.new_week_id, sd.day_of_the_week, sd.is_rest_day
      from week_map wm join source_days sd on sd.training_week_id = wm.source_week_id
      order by wm.new_week_id, sd.day_of_the_week
      returning id, training_week_id, day_of_the_week
    ),
    day_map as (
      select sd.id as source_day_id, nd.id as new_day_id
      from new_days nd
      join week_map wm on wm.new_week_id = nd.training_week_id
      join source_days sd on sd.training_week_id = wm.source_week_id and sd.day_of_the_week = nd.day_of_the_week
    ),
    ${dayExercisesCopyCtes('day_map', options)}`;
};

/**
 * CTEs (to follow a CTE `newPrograms` of new programs' `id`s) that copy the whole plan of program `sourceId` onto
 * each new program: its weeks by sequence number (weekCopyCtes) and its listed exercises (`new_links`). The
 * caller's statement inserts the programs themselves, so a copy is one statement whatever its size and number.
 */
export const programPlanCopyCtes = (
  newPrograms: string,
  sourceId: number,
  options: PlanCopyOptions = {},
): SQL => {
  const programs = sql.identifier(newPrograms);
  return sql`
    week_pairs as (
      select w.id as source_week_id, np.id as program_id, w.sequence_number
      from ${programs} np cross join ${trainingWeeks} w
      where w.training_program_id = ${sourceId}
    ),
    ${weekCopyCtes('week_pairs', options)},
    new_links as (
      insert into ${programExercises} (training_program_id, exercise_id)
      select np.id, pe.exercise_id
      from ${programs} np cross join ${programExercises} pe
      where pe.training_program_id = ${sourceId}
      returning exercise_id
    )`;
};
