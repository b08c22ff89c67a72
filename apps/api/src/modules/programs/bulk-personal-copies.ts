import { sql } from 'drizzle-orm';
import {
  dayExerciseGroups,
  files,
  programExercises,
  programUsers,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogsWithTrash,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { columnList, copiedColumns } from '../../lib/copied-columns.js';
import { dayExerciseCopiedColumns } from '../training-days/public.js';
import { programCopiedColumns, type CopySource } from './program-copy-source.js';

export interface NewCopy {
  userId: number;
  name: string;
  /** The copy's own stored image object (already stored), or null. */
  storageName: string | null;
}

/**
 * Makes a personal copy of the template for each user and assigns each user to their copy, in ONE statement
 * whatever the number of users (set-based, not duplicateProgram in a loop): the image file
 * rows, the programs (owner_user_id, template_id), their weeks (matched to the template's by sequence number),
 * days (by week and day of the week), groups and day exercises with their sets (as dayExercisesCopyCtes, over the
 * day pairs of every copy at once, naming the template rows they came from), listed exercises, and the
 * assignments with mode copy. A new program is matched to its user through `owner_user_id` in the insert's
 * RETURNING. Returns (user id, copy id) pairs.
 */
export const insertPersonalCopies = async (
  db: Queryable,
  template: CopySource,
  copies: readonly NewCopy[],
  options: {
    startDate: string;
    batchId: string;
    createdBy: number | null;
    publicPathOf: (key: string) => string;
  },
) => {
  const columns = programCopiedColumns();
  const logColumns = dayExerciseCopiedColumns();
  const groupColumns = copiedColumns(dayExerciseGroups, ['id', 'training_day_id', 'created_at']);
  const image = template.image;
  const rows = copies.map((copy, index) => ({
    ord: index + 1,
    user_id: copy.userId,
    name: copy.name,
    storage_name: copy.storageName,
    full_path: copy.storageName ? options.publicPathOf(copy.storageName) : null,
  }));
  const result = await db.execute<{ user_id: string; program_id: string }>(sql`
    with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(ord int, user_id bigint, name text, storage_name text, full_path text)
    ),
    new_files as (
      insert into ${files} (full_path, original_name, storage_name, mime, size)
      select w.full_path, ${image?.originalName ?? null}::text, w.storage_name, ${image?.mime ?? null}::text,
        ${image?.size ?? null}::bigint
      from wanted w where w.storage_name is not null
      order by w.ord
      returning id, storage_name, full_path
    ),
    new_programs as (
      insert into ${trainingProgramsWithTrash} (name, image, image_file_id, created_by, owner_user_id, template_id,
        ${columnList(columns)})
      select w.name, f.full_path, f.id, ${options.createdBy}::bigint, w.user_id, p.id, ${columnList(columns, 'p')}
      from wanted w
      cross join ${trainingProgramsWithTrash} p
      left join new_files f on f.storage_name = w.storage_name
      where p.id = ${template.id}
      order by w.ord
      returning id, owner_user_id
    ),
    new_weeks as (
      insert into ${trainingWeeks} (training_program_id, sequence_number)
      select np.id, w.sequence_number
      from new_programs np cross join ${trainingWeeks} w
      where w.training_program_id = ${template.id}
      order by np.id, w.sequence_number
      returning id, training_program_id, sequence_number
    ),
    source_days as (
      select d.id, d.day_of_the_week, d.is_rest_day, w.sequence_number
      from ${trainingDays} d
      join ${trainingWeeks} w on w.id = d.training_week_id
      where w.training_program_id = ${template.id}
    ),
    new_days as (
      insert into ${trainingDays} (training_week_id, day_of_the_week, is_rest_day)
      select nw.id, sd.day_of_the_week, sd.is_rest_day
      from new_weeks nw join source_days sd on sd.sequence_number = nw.sequence_number
      order by nw.id, sd.day_of_the_week
      returning id, training_week_id, day_of_the_week
    ),
    copy_day_map as (
      select sd.id as source_day_id, nd.id as new_day_id
      from new_days nd
      join new_weeks nw on nw.id = nd.training_week_id
      join source_days sd on sd.sequence_number = nw.sequence_number and sd.day_of_the_week = nd.day_of_the_week
    ),
    group_sources as (
      select g.id as source_group_id, m.new_day_id, row_number() over (order by m.new_day_id, g.id) as ord
      from ${dayExerciseGroups} g
      join copy_day_map m on m.source_day_id = g.training_day_id
      where exists (
        select 1 from ${userExerciseActivityLogsWithTrash} x where x.group_id = g.id and x.deleted_at is null
      )
    ),
    new_groups as (
      insert into ${dayExerciseGroups} (training_day_id, template_group_id, ${columnList(groupColumns)})
      select s.new_day_id, g.id, ${columnList(groupColumns, 'g')}
      from group_sources s join ${dayExerciseGroups} g on g.id = s.source_group_id
      order by s.ord
      returning id
    ),
    group_map as (
      select s.source_group_id, s.new_day_id, n.id as new_group_id
      from group_sources s
      join (select id, row_number() over (order by id) as ord from new_groups) n on n.ord = s.ord
    ),
    -- The copies' rows name the template rows they came from (template_log_id, template_group_id, migration 0026,
    -- not in the Drizzle schema) in the same insert: the template sync's identities, which recordCopyBases would
    -- otherwise set with an UPDATE joining every copied row back to the template (seconds for 500 copies).
    new_logs as (
      insert into ${userExerciseActivityLogsWithTrash} (training_day_id, position, group_id, template_log_id,
        ${columnList(logColumns)})
      select m.new_day_id, l.position, group_map.new_group_id, l.id, ${columnList(logColumns, 'l')}
      from ${userExerciseActivityLogsWithTrash} l
      join copy_day_map m on m.source_day_id = l.training_day_id
      left join group_map on group_map.source_group_id = l.group_id and group_map.new_day_id = m.new_day_id
      -- No ORDER BY: positions are written as they are, and sorting 180,000 rows of 500 copies costs a second.
      where l.deleted_at is null
    ),
    new_links as (
      insert into ${programExercises} (training_program_id, exercise_id)
      select np.id, pe.exercise_id
      from new_programs np cross join ${programExercises} pe
      where pe.training_program_id = ${template.id}
      returning exercise_id
    ),
    new_assignments as (
      insert into ${programUsers} (training_program_id, user_id, start_date, mode, batch_id)
      select np.id, np.owner_user_id, ${options.startDate}::date, 'copy', ${options.batchId}::uuid
      from new_programs np
      returning user_id, training_program_id
    )
    select user_id, training_program_id as program_id from new_assignments
  `);
  return result.rows.map((row) => ({ userId: Number(row.user_id), programId: Number(row.program_id) }));
};
