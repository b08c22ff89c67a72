import { sql } from 'drizzle-orm';
import { files, programUsers, trainingProgramsWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { columnList } from '../../lib/copied-columns.js';
import { programPlanCopyCtes } from '../training-days/public.js';
import { programCopiedColumns, type CopySource } from '../programs/public.js';

export interface NewCopy {
  userId: number;
  name: string;
  /** The copy's own stored image object (already stored), or null. */
  storageName: string | null;
}

/**
 * Makes a personal copy of the template for each user and assigns each user to their copy, in ONE statement
 * whatever the number of users (set-based, not duplicateProgram in a loop): the image file
 * rows, the programs (owner_user_id, template_id), their plans (the program tree writer's programPlanCopyCtes over
 * every copy at once: weeks, days, groups and day exercises with their sets, naming the template rows they came
 * from, and the listed exercises), and the assignments with mode copy. A new program is matched to its user through `owner_user_id` in the insert's
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
    -- The copies' rows name the template rows they came from: the template sync's identities.
    ${programPlanCopyCtes('new_programs', template.id, { nameSources: true, ordered: false })},
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
