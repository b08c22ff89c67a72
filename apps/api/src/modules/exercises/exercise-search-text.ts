import { sql } from 'drizzle-orm';
import { exercises, exerciseMuscleGroups, muscleGroups } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';

/**
 * Recomputes `search_text` (name, target muscle group, muscle group names, 'home'/'gym') of the given
 * exercises, or of all of them. Runs in the same transaction as the write that changed those inputs.
 */
export const refreshSearchText = async (db: Queryable, ids: readonly number[] | 'all') => {
  if (ids !== 'all' && ids.length === 0) return;
  await db.execute(sql`
    update ${exercises} e
    set search_text = lower(concat_ws(' ',
      e.name,
      e.target_muscle_group,
      replace(e.target_muscle_group, '-', ' '),
      case when e.is_at_home then 'home at home' end,
      case when e.is_gym_based then 'gym gym based' end,
      (select string_agg(mg.name, ' ' order by mg.id)
         from ${exerciseMuscleGroups} emg
         join ${muscleGroups} mg on mg.id = emg.muscle_group_id
        where emg.exercise_id = e.id)
    ))
    ${ids === 'all' ? sql`` : sql`where e.id = any(${bigintArray(ids)})`}
  `);
};
