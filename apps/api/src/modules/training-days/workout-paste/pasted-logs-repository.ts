import { sql } from 'drizzle-orm';
import {
  auditEntries,
  dayExerciseGroups,
  exercisesWithTrash,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';

/*
 * What the undo of a paste reads and removes: the paste's audit entry, the day exercises it wrote as they are now,
 * and taking them back off the day.
 */

export interface PastedLogState {
  id: number;
  name: string;
  /** Live on that day, with the fingerprint of its sets now; false when gone, in the trash or elsewhere. */
  live: boolean;
  fingerprint: string | null;
}

/** The state now of the day exercises a paste wrote, with their exercise's name (one statement). */
export const pastedLogStates = async (
  db: Queryable,
  dayId: number,
  ids: readonly number[],
): Promise<PastedLogState[]> => {
  const result = await db.execute<{
    id: string;
    name: string | null;
    live: boolean;
    fingerprint: string | null;
  }>(
    sql`
      select i.id, e.name, coalesce(l.deleted_at is null and l.training_day_id = ${dayId}, false) as live,
        md5(l.sets_data::text) as fingerprint
      from unnest(${bigintArray(ids)}) as i(id)
      left join ${userExerciseActivityLogsWithTrash} l on l.id = i.id
      left join ${exercisesWithTrash} e on e.id = l.exercise_id
      order by l.position, i.id`,
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name ?? 'An exercise',
    live: row.live,
    fingerprint: row.fingerprint,
  }));
};

/**
 * Takes a paste back off the day: deletes the day exercises it added (they were the paste's own, unchanged since,
 * so nothing of anyone's work goes; the groups left with fewer than two exercises go too), cuts the exercises it
 * gave sets back to their earlier sets, and closes up the positions.
 */
export const removePasted = async (
  db: Queryable,
  dayId: number,
  added: readonly number[],
  appended: readonly { id: number; setsBefore: number }[],
) => {
  const removed = await db.execute<{ group_id: string | null }>(sql`
    delete from ${userExerciseActivityLogsWithTrash} l
    where l.id = any(${bigintArray(added)}) and l.training_day_id = ${dayId}
    returning l.group_id`);
  const groups = removed.rows.flatMap((row) => (row.group_id === null ? [] : [Number(row.group_id)]));
  await db.execute(sql`
    delete from ${dayExerciseGroups} g
    where g.id = any(${bigintArray(groups)})
      and (select count(*) from ${userExerciseActivityLogsWithTrash} x where x.group_id = g.id) < 2`);
  const cuts = appended.map((item) => ({ id: item.id, keep: item.setsBefore }));
  await db.execute(sql`
    with input as (select * from jsonb_to_recordset(${JSON.stringify(cuts)}::jsonb) as i(id bigint, keep int))
    update ${userExerciseActivityLogsWithTrash} l
    set sets_data = (
      select coalesce(jsonb_object_agg(s.key, s.value), '{}'::jsonb) from jsonb_each(l.sets_data) s
      where substring(s.key from 5)::int <= i.keep
    )
    from input i
    where l.id = i.id and l.training_day_id = ${dayId}`);
};

export interface PasteEntry {
  /** The paste's record (PasteRecord) as its audit entry keeps it, unchecked: the caller reads it. */
  paste: unknown;
  /** A later entry undid it. */
  undone: boolean;
}

/**
 * The paste entry `pasteId` of the day (an audit entry of that day whose details hold the paste), and whether an
 * undo entry names it; null when there is none. Read through the record index (type, id).
 */
export const findPasteEntry = async (
  db: Queryable,
  dayId: number,
  pasteId: number,
): Promise<PasteEntry | null> => {
  const result = await db.execute<{ paste: unknown; undone: boolean }>(sql`
    select a.details -> 'paste' as paste,
      exists (
        select 1 from ${auditEntries} u
        where u.record_type = 'training-day' and u.record_id = ${dayId} and u.reverts_entry_id = a.id
      ) as undone
    from ${auditEntries} a
    where a.id = ${pasteId} and a.record_type = 'training-day' and a.record_id = ${dayId}
      and a.details ? 'paste'`);
  return result.rows[0] ?? null;
};
