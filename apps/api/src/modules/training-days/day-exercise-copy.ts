import { sql, type SQL } from 'drizzle-orm';
import { dayExerciseGroups, userExerciseActivityLogsWithTrash } from '../../db/schema/index.js';
import { columnList, copiedColumns } from '../../lib/copied-columns.js';

/**
 * The columns of a day exercise a copy carries over as they are: every column but its id, its day, its
 * position, its timestamps, its group and its deleted_at (sets, exercise, and whatever columns later migrations
 * add). The group is mapped to the copy of the group (groupCopyCtes); a copy is never in the trash.
 */
export const dayExerciseCopiedColumns = () =>
  copiedColumns(userExerciseActivityLogsWithTrash, [
    'id',
    'training_day_id',
    'position',
    'created_at',
    'updated_at',
    'group_id',
    'deleted_at',
  ]);

const groupCopiedColumns = () => copiedColumns(dayExerciseGroups, ['id', 'training_day_id', 'created_at']);

/**
 * CTEs (to follow a CTE `dayMap` of `(source_day_id, new_day_id)` pairs) that copy the supersets and circuits of
 * the source days onto the new days, in one INSERT ... SELECT, and define `group_map (source_group_id,
 * new_day_id, new_group_id)`: the copies are matched to their sources by row_number over the insert's order
 * (identity values are drawn in the order the sorted rows are inserted). `where` leaves groups out (a
 * condition on `g` the source group and `m` the day pair).
 */
export const groupCopyCtes = (dayMap: string, where: SQL = sql`true`): SQL => {
  const columns = groupCopiedColumns();
  return sql`
    group_sources as (
      select g.id as source_group_id, m.new_day_id,
        row_number() over (order by m.new_day_id, g.id) as ord
      from ${dayExerciseGroups} g
      join ${sql.identifier(dayMap)} m on m.source_day_id = g.training_day_id
      where ${where}
    ),
    new_groups as (
      insert into ${dayExerciseGroups} (training_day_id, ${columnList(columns)})
      select s.new_day_id, ${columnList(columns, 'g')}
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
 * (groupCopyCtes) and then, as `new_logs`, their day exercises onto the new days: same positions and columns,
 * each in the copy of its group. Day exercises a replace put in the trash stay behind, and so do groups left
 * with none. One INSERT ... SELECT whatever the days hold.
 */
export const dayExercisesCopyCtes = (dayMap: string): SQL => {
  const columns = dayExerciseCopiedColumns();
  const days = sql.identifier(dayMap);
  const withLiveMembers = sql`exists (
    select 1 from ${userExerciseActivityLogsWithTrash} x where x.group_id = g.id and x.deleted_at is null
  )`;
  return sql`${groupCopyCtes(dayMap, withLiveMembers)},
    new_logs as (
      insert into ${userExerciseActivityLogsWithTrash} (training_day_id, position, group_id, ${columnList(columns)})
      select m.new_day_id, l.position, group_map.new_group_id, ${columnList(columns, 'l')}
      from ${userExerciseActivityLogsWithTrash} l
      join ${days} m on m.source_day_id = l.training_day_id
      left join group_map on group_map.source_group_id = l.group_id and group_map.new_day_id = m.new_day_id
      where l.deleted_at is null
      order by m.new_day_id, l.position, l.id
      returning id
    )`;
};
