import { sql } from 'drizzle-orm';
import {
  exercisesWithTrash,
  trainingDays,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { columnList } from '../../../lib/copied-columns.js';
import { bigintArray } from '../../../lib/sql.js';
import { dayExerciseCopiedColumns } from './copied-columns.js';
import { dayExercisesCopyCtes, groupCopyCtes } from './copy-plan.js';

/**
 * Copies the day exercises (with their sets and groups) of each day of week `sourceWeekId` onto the day with the
 * same day of the week of week `targetWeekId`, at the source's positions: one statement. The caller has emptied
 * the target days (they hold no live day exercise). Returns how many day exercises were written.
 */
export const copyWeekExercisesOnto = async (db: Queryable, sourceWeekId: number, targetWeekId: number) => {
  const result = await db.execute<{ count: number }>(sql`
    with day_map as (
      select source.id as source_day_id, target.id as new_day_id
      from ${trainingDays} source
      join ${trainingDays} target
        on target.training_week_id = ${targetWeekId} and target.day_of_the_week = source.day_of_the_week
      where source.training_week_id = ${sourceWeekId}
    ),
    ${dayExercisesCopyCtes('day_map')}
    select count(*)::int as count from new_logs
  `);
  return result.rows[0]?.count ?? 0;
};

/** An exercise of the source day a target day already held: left out of that target. */
export interface SkippedDayExercise {
  training_day_id: number;
  exercise_id: number;
  exercise_name: string;
}

/**
 * Appends the source day's live exercises (with their sets) to each target day, after the target's own (positions
 * continue 1..n); an exercise a target already holds is skipped there and reported. A group is copied with its
 * exercises unless the target holds one of them (its others land ungrouped) or it has none left on the source
 * day. One statement whatever the number of days and exercises.
 */
export const appendDayCopy = async (db: Queryable, sourceDayId: number, targetDayIds: readonly number[]) => {
  const columns = dayExerciseCopiedColumns();
  const written = await db.execute<{ copied: number; skipped: SkippedDayExercise[] }>(sql`
    with targets as (
      select unnest(${bigintArray(targetDayIds)}) as day_id
    ),
    pairs as (
      select targets.day_id, l.*,
        exists (
          select 1 from ${userExerciseActivityLogsWithTrash} x
          where x.training_day_id = targets.day_id and x.exercise_id = l.exercise_id and x.deleted_at is null
        ) as taken
      from targets cross join ${userExerciseActivityLogsWithTrash} l
      where l.training_day_id = ${sourceDayId} and l.deleted_at is null
    ),
    bases as (
      select targets.day_id, coalesce(max(x.position), 0) as base
      from targets left join ${userExerciseActivityLogsWithTrash} x
        on x.training_day_id = targets.day_id and x.deleted_at is null
      group by targets.day_id
    ),
    day_map as (
      select ${sourceDayId}::bigint as source_day_id, targets.day_id as new_day_id from targets
    ),
    ${groupCopyCtes(
      'day_map',
      sql`not exists (
        select 1 from pairs where pairs.day_id = m.new_day_id and pairs.group_id = g.id and pairs.taken
      ) and exists (select 1 from pairs where pairs.day_id = m.new_day_id and pairs.group_id = g.id)`,
    )},
    inserted as (
      insert into ${userExerciseActivityLogsWithTrash} (training_day_id, position, group_id, ${columnList(columns)})
      select pairs.day_id,
        bases.base + row_number() over (partition by pairs.day_id order by pairs.position, pairs.id),
        group_map.new_group_id,
        ${columnList(columns, 'pairs')}
      from pairs join bases on bases.day_id = pairs.day_id
      left join group_map on group_map.source_group_id = pairs.group_id and group_map.new_day_id = pairs.day_id
      where not pairs.taken
      order by pairs.day_id, pairs.position, pairs.id
      returning id
    )
    select
      (select count(*)::int from inserted) as copied,
      coalesce(
        (select json_agg(json_build_object(
            'training_day_id', pairs.day_id, 'exercise_id', pairs.exercise_id, 'exercise_name', e.name
          ) order by pairs.day_id, pairs.position, pairs.id)
         from pairs join ${exercisesWithTrash} e on e.id = pairs.exercise_id
         where pairs.taken),
        '[]'::json
      ) as skipped
  `);
  const [row] = written.rows;
  return { copied: row?.copied ?? 0, skipped: row?.skipped ?? [] };
};
