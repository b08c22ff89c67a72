import { sql, type SQL } from 'drizzle-orm';
import type { SetsData } from '@coachboard/contract';
import {
  exercises,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';
import type { WrittenDayExercise } from '../program-tree-writer/index.js';

/**
 * How many candidates per line the match answers, best first (the suggestions skip those already taken): the
 * nearest library names by trigram similarity, read nearest first from the GiST trigram index on the lower-cased
 * name (migration 0027), so a pasted 'Squat ...' costs a few index pages however many names share its words.
 * Measured in docs/BENCHMARKS.md, pasting a workout.
 */
export const CANDIDATES_PER_LINE = 8;

export interface PasteDayRow extends Record<string, unknown> {
  id: string;
  day_of_the_week: number;
  is_rest_day: boolean;
  sequence_number: number;
  program_id: string;
  program: string;
}

/** Locks the day (of a live program) for the paste; null when there is no such day. */
export const lockPasteDay = async (db: Queryable, dayId: number): Promise<PasteDayRow | null> => {
  const result = await db.execute<PasteDayRow>(sql`
    select d.id, d.day_of_the_week, d.is_rest_day, w.sequence_number, p.id as program_id, p.name as program
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    join ${trainingProgramsWithTrash} p on p.id = w.training_program_id
    where d.id = ${dayId} and p.deleted_at is null
    for update of d
  `);
  return result.rows[0] ?? null;
};

export interface PasteCandidate {
  line: number;
  id: number;
  name: string;
  /** 0: the name itself (case-insensitive), 1: the alias's name, 2: by similarity (to the alias if any). */
  rank: 0 | 1 | 2;
  /** Trigram similarity of the library name to the pasted name's alias, or else to the name (1 for rank 0, 1). */
  score: number;
  by_alias: boolean;
  /** The day already holds it (a day holds an exercise once). */
  on_day: boolean;
  /** When on the day: that day exercise, and how many sets it has. */
  log_id: number | null;
  log_sets: number | null;
}

export interface ChosenExercise {
  id: number;
  name: string;
  on_day: boolean;
  log_id: number | null;
  log_sets: number | null;
}

/**
 * The library candidates of every pasted name in one statement, whatever the number of lines. First each
 * line's exact name and its alias's name (case-insensitive, the btree index on lower(name)); a line without
 * either (or whose exercise the day or an earlier line holds) then gets the CANDIDATES_PER_LINE library names
 * nearest to its alias, or else its name (the GiST trigram index on name_search). Answered in order per line:
 * exact, alias, then similarity. With them, the exercises the admin chose for lines (by id; those not in the
 * library are simply absent).
 */
export const pasteCandidates = async (
  db: Queryable,
  dayId: number,
  names: readonly { line: number; name: string; alias: string | null }[],
  chosenIds: readonly number[],
): Promise<{ candidates: PasteCandidate[]; chosen: ChosenExercise[] }> => {
  // The day's exercises, read once (the live view expands into its joins once for the whole statement).
  const onDay = (exerciseId: SQL) => sql`exists (select 1 from on_day d where d.exercise_id = ${exerciseId})`;
  const dayLog = (exerciseId: SQL) => sql`
    'on_day', ${onDay(exerciseId)},
    'log_id', (select d.log_id from on_day d where d.exercise_id = ${exerciseId}),
    'log_sets', (select d.sets from on_day d where d.exercise_id = ${exerciseId})`;
  const result = await db.execute<{ candidates: PasteCandidate[]; chosen: ChosenExercise[] }>(sql`
    with on_day as materialized (
      select l.exercise_id, l.id as log_id,
        (select count(*) from jsonb_object_keys(coalesce(l.sets_data, '{}'::jsonb)))::int as sets
      from ${userExerciseActivityLogs} l where l.training_day_id = ${dayId}
    ),
    input as (
      select i.line, lower(i.name) as name, lower(i.alias) as alias, lower(coalesce(i.alias, i.name)) as query
      from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as i(line int, name text, alias text)
    ),
    exact as (
      select i.line, e.id, e.name, e.name_search,
        case when e.name_search = i.name then 0 else 1 end as rank, 1::real as score,
        e.name_search <> i.name as by_alias
      from input i
      join ${exercises} e on e.name_search = i.name or e.name_search = i.alias
    ),
    to_search as materialized (
      select i.* from input i
      -- Lines with an exact or alias name look no further, unless that exercise is taken (by the day or an
      -- earlier line): then the closest names are suggested instead.
      where not exists (
        select 1 from exact x
        where x.line = i.line and not ${onDay(sql`x.id`)}
          and not exists (select 1 from exact y where y.id = x.id and y.line < x.line)
      )
    ),
    nearest as (
      select i.line, c.*
      from to_search i
      cross join lateral (
        select e.id, e.name, e.name_search, 2 as rank, similarity(e.name_search, i.query) as score,
          i.alias is not null as by_alias
        from ${exercises} e
        order by e.name_search <-> i.query
        limit ${CANDIDATES_PER_LINE}
      ) c
    ),
    candidates as (
      select * from exact union all select * from nearest
    )
    select
      coalesce((
        select json_agg(json_build_object('line', c.line, 'id', c.id, 'name', c.name, 'rank', c.rank,
            'score', c.score, 'by_alias', c.by_alias, ${dayLog(sql`c.id`)})
          order by c.line, c.rank, c.score desc, c.name_search, c.id)
        from candidates c
      ), '[]'::json) as candidates,
      coalesce((
        select json_agg(json_build_object('id', e.id, 'name', e.name, ${dayLog(sql`e.id`)}))
        from ${exercises} e where e.id = any(${bigintArray(chosenIds)})
      ), '[]'::json) as chosen
  `);
  const row = result.rows[0];
  const logOf = (log: number | string | null) => (log === null ? null : Number(log));
  return {
    candidates: (row?.candidates ?? []).map((c) => ({ ...c, id: Number(c.id), log_id: logOf(c.log_id) })),
    chosen: (row?.chosen ?? []).map((c) => ({ ...c, id: Number(c.id), log_id: logOf(c.log_id) })),
  };
};

/** A day exercise a paste wrote, with the fingerprint of the sets it left (md5 of sets_data's text). */
export type PasteWritten = WrittenDayExercise;

export interface AppendedSets extends PasteWritten {
  /** How many sets it had before: the undo keeps set_1..set_{setsBefore}. */
  setsBefore: number;
  setsAdded: number;
}

/**
 * Appends sets to live exercises of the day, numbered after the sets each has (set_4, set_5... after three):
 * one statement whatever the number of lines. Answers each exercise's sets before and fingerprint after.
 */
export const appendSetsToDayExercises = async (
  db: Queryable,
  dayId: number,
  appended: readonly { logId: number; sets: SetsData }[],
): Promise<AppendedSets[]> => {
  const rows = appended.map((item) => ({
    log_id: item.logId,
    sets: Object.keys(item.sets)
      .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))
      .map((key) => item.sets[key]),
  }));
  const result = await db.execute<{
    id: string;
    sets_before: number;
    sets_added: number;
    fingerprint: string;
  }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(log_id bigint, sets jsonb)
    ),
    current as (
      select l.id, i.sets, (select count(*) from jsonb_object_keys(l.sets_data))::int as had
      from ${userExerciseActivityLogsWithTrash} l
      join input i on i.log_id = l.id
      where l.training_day_id = ${dayId} and l.deleted_at is null
    )
    update ${userExerciseActivityLogsWithTrash} l
    set sets_data = l.sets_data || (
      select jsonb_object_agg('set_' || (c.had + s.n), s.value) from jsonb_array_elements(c.sets) with ordinality s(value, n)
    )
    from current c
    where l.id = c.id
    returning l.id, c.had as sets_before, jsonb_array_length(c.sets) as sets_added,
      md5(l.sets_data::text) as fingerprint
  `);
  return result.rows.map((row) => ({
    id: Number(row.id),
    setsBefore: row.sets_before,
    setsAdded: row.sets_added,
    fingerprint: row.fingerprint,
  }));
};
