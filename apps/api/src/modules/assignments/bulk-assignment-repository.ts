import { sql } from 'drizzle-orm';
import type { AssignmentMode, BulkSkipReason } from '@coachboard/contract';
import {
  assignmentBatches,
  files,
  programExercises,
  programUsers,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogsWithTrash,
  users,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';
import { followsProgramSql } from './program-users-repository.js';

export interface SelectedUser {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** Why the user is not assigned; null: assigned. */
  reason: BulkSkipReason | null;
}

/**
 * Each selected id in the order given (duplicates once) with the user's name and why it is skipped: no such app
 * user (panel accounts follow no program), soft-deleted, or following the program already (assigned to it, or
 * owning a live personal copy of it, as the single assign checks). One statement for any number of ids.
 */
export const classifyUsers = async (db: Queryable, programId: number, ids: readonly number[]) => {
  const result = await db.execute<{
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    reason: BulkSkipReason | null;
  }>(sql`
    with selected as (
      select id, min(ord) as ord from unnest(${bigintArray(ids)}) with ordinality as s(id, ord) group by id
    )
    select s.id as user_id, u.first_name, u.last_name, u.email,
      case
        when u.id is null or u.role <> 'user' then 'not found'
        when u.deleted_at is not null then 'deleted'
        when ${followsProgramSql(programId, sql`s.id`)} then 'already assigned'
      end as reason
    from selected s
    left join ${users} u on u.id = s.id
    order by s.ord
  `);
  return result.rows.map((row): SelectedUser => ({
    userId: Number(row.user_id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    reason: row.reason,
  }));
};

export interface BatchRow {
  id: string;
  programId: number;
  mode: AssignmentMode;
  startDate: string;
  userIds: number[];
  copyProgramIds: number[];
  copyFingerprint: string | null;
  createdBy: number | null;
}

export const insertBatch = async (db: Queryable, { programId, ...batch }: BatchRow) => {
  await db.insert(assignmentBatches).values({ ...batch, trainingProgramId: programId });
};

/** Assigns the users to the program, linked, in the batch; the user ids actually inserted. */
export const insertLinkedAssignments = async (
  db: Queryable,
  programId: number,
  userIds: readonly number[],
  startDate: string,
  batchId: string,
) => {
  const result = await db.execute<{ user_id: string }>(sql`
    insert into ${programUsers} (training_program_id, user_id, start_date, mode, batch_id)
    select ${programId}, u.id, ${startDate}::date, 'linked', ${batchId}::uuid
    from unnest(${bigintArray(userIds)}) with ordinality as u(id, ord)
    order by u.ord
    on conflict do nothing
    returning user_id
  `);
  return result.rows.map((row) => Number(row.user_id));
};

/**
 * The md5 of each program's schedule as a copy takes it: weeks, days (rest or not), each live day exercise's
 * place, exercise and sets, its group's kind, rounds and rank on the day, and the listed exercises; no ids or
 * timestamps, so a fresh copy has its template's fingerprint. One grouped statement for any number of programs.
 */
export const scheduleFingerprints = async (db: Queryable, programIds: readonly number[]) => {
  const ids = bigintArray(programIds);
  const result = await db.execute<{ id: string; fingerprint: string }>(sql`
    with days as (
      select w.training_program_id as program_id,
        string_agg(concat_ws(',', w.sequence_number, d.day_of_the_week, d.is_rest_day), ';'
          order by w.sequence_number, d.day_of_the_week) as text
      from ${trainingWeeks} w left join ${trainingDays} d on d.training_week_id = w.id
      where w.training_program_id = any(${ids})
      group by w.training_program_id
    ),
    places as (
      select w.training_program_id as program_id, w.sequence_number, d.day_of_the_week, l.position, l.id,
        l.exercise_id, l.sets_data, g.kind, g.rounds,
        case when l.group_id is not null
          then dense_rank() over (partition by d.id order by l.group_id) end as group_rank
      from ${trainingWeeks} w
      join ${trainingDays} d on d.training_week_id = w.id
      join ${userExerciseActivityLogsWithTrash} l on l.training_day_id = d.id and l.deleted_at is null
      left join day_exercise_groups g on g.id = l.group_id
      where w.training_program_id = any(${ids})
    ),
    exercises as (
      select program_id,
        string_agg(concat_ws(',', sequence_number, day_of_the_week, position, exercise_id, sets_data::text, kind,
          rounds, group_rank), ';' order by sequence_number, day_of_the_week, position, id) as text
      from places group by program_id
    ),
    links as (
      select training_program_id as program_id, string_agg(exercise_id::text, ',' order by exercise_id) as text
      from ${programExercises} where training_program_id = any(${ids})
      group by training_program_id
    )
    select p.id, md5(concat_ws('|', coalesce(days.text, ''), coalesce(exercises.text, ''),
      coalesce(links.text, ''))) as fingerprint
    from unnest(${ids}) as p(id)
    left join days on days.program_id = p.id
    left join exercises on exercises.program_id = p.id
    left join links on links.program_id = p.id
  `);
  return new Map(result.rows.map((row) => [Number(row.id), row.fingerprint]));
};

export interface StoredBatch extends Omit<BatchRow, 'programId'> {
  /** Null once the template was purged (its copies are programs of their own and still go). */
  programId: number | null;
  programName: string | null;
  createdAt: Date;
  undoneAt: Date | null;
}

/** The batch, row-locked so two undos run one after the other; null when there is none. */
export const lockBatch = async (db: Queryable, id: string): Promise<StoredBatch | null> => {
  const result = await db.execute<{
    id: string;
    training_program_id: string | null;
    mode: AssignmentMode;
    start_date: string;
    user_ids: string[];
    copy_program_ids: string[];
    copy_fingerprint: string | null;
    created_by: string | null;
    created_at: Date;
    undone_at: Date | null;
    program_name: string | null;
  }>(sql`
    select b.id, b.training_program_id, b.mode, b.start_date::text, b.user_ids, b.copy_program_ids,
      b.copy_fingerprint, b.created_by, b.created_at, b.undone_at, p.name as program_name
    from ${assignmentBatches} b
    left join ${trainingProgramsWithTrash} p on p.id = b.training_program_id
    where b.id = ${id}::uuid
    for update of b
  `);
  const [row] = result.rows;
  if (!row) return null;
  return {
    id: row.id,
    programId: row.training_program_id === null ? null : Number(row.training_program_id),
    programName: row.program_name,
    mode: row.mode,
    startDate: row.start_date,
    userIds: row.user_ids.map(Number),
    copyProgramIds: row.copy_program_ids.map(Number),
    copyFingerprint: row.copy_fingerprint,
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: new Date(row.created_at),
    undoneAt: row.undone_at ? new Date(row.undone_at) : null,
  };
};

export interface CopyState {
  id: number;
  name: string;
  /** In the trash. */
  trashed: boolean;
  /** Its own row was updated (name, fields, image) after it was made. */
  updated: boolean;
}

/** The batch's copies still stored (trashed or not), row-locked; purged ones are gone and not listed. */
export const lockCopies = async (db: Queryable, ids: readonly number[]) => {
  const result = await db.execute<{ id: string; name: string; trashed: boolean; updated: boolean }>(sql`
    select id, name, deleted_at is not null as trashed, updated_at > created_at as updated
    from ${trainingProgramsWithTrash} where id = any(${bigintArray(ids)})
    order by id
    for update
  `);
  return result.rows.map((row): CopyState => ({
    id: Number(row.id),
    name: row.name,
    trashed: row.trashed,
    updated: row.updated,
  }));
};

/**
 * Removes the batch's assignments and copies (hard: they were made by the batch and nothing else holds them;
 * their weeks, days, day exercises, groups, links and assignments cascade, their image rows go and the files
 * trigger sweeps the objects) and marks the batch undone. Returns how many assignments went.
 */
export const removeBatch = async (db: Queryable, batch: StoredBatch, copyIds: readonly number[]) => {
  const result = await db.execute<{ unassigned: number }>(sql`
    with gone_assignments as (
      delete from ${programUsers} where batch_id = ${batch.id}::uuid
      returning user_id
    ),
    gone_programs as (
      delete from ${trainingProgramsWithTrash} where id = any(${bigintArray(copyIds)})
      returning image_file_id
    ),
    gone_files as (
      delete from ${files} where id in (select image_file_id from gone_programs where image_file_id is not null)
    ),
    marked as (
      update ${assignmentBatches} set undone_at = now() where id = ${batch.id}::uuid
    )
    select (select count(*) from gone_assignments)::int as unassigned
  `);
  return result.rows[0]?.unassigned ?? 0;
};
