import { sql, type SQL } from 'drizzle-orm';
import type { SetsData } from '@coachboard/contract';
import {
  dayExerciseGroups,
  exercises,
  programExercises,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';

/**
 * How many candidates per line the match answers, best first (the suggestions skip those already taken): the
 * nearest library names by trigram similarity, read nearest first from the GiST trigram index on the lower-cased
 * name (migration 0027), so a pasted 'Squat ...' costs a few index pages however many names share its words.
 * docs/BENCHMARKS.md, issue 21, pasting a workout.
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
}

export interface ChosenExercise {
  id: number;
  name: string;
  on_day: boolean;
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
  const result = await db.execute<{ candidates: PasteCandidate[]; chosen: ChosenExercise[] }>(sql`
    with on_day as materialized (
      select l.exercise_id from ${userExerciseActivityLogs} l where l.training_day_id = ${dayId}
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
            'score', c.score, 'by_alias', c.by_alias, 'on_day', ${onDay(sql`c.id`)})
          order by c.line, c.rank, c.score desc, c.name_search, c.id)
        from candidates c
      ), '[]'::json) as candidates,
      coalesce((
        select json_agg(json_build_object('id', e.id, 'name', e.name, 'on_day', ${onDay(sql`e.id`)}))
        from ${exercises} e where e.id = any(${bigintArray(chosenIds)})
      ), '[]'::json) as chosen
  `);
  const row = result.rows[0];
  return {
    candidates: (row?.candidates ?? []).map((c) => ({ ...c, id: Number(c.id) })),
    chosen: (row?.chosen ?? []).map((c) => ({ ...c, id: Number(c.id) })),
  };
};

export interface PastedExercise {
  exerciseId: number;
  setsData: SetsData;
  /** Its superset among the pasted lines (1, 2...), or null. */
  superset: number | null;
}

/**
 * Appends the exercises to the end of the day in order (positions after the day's last exercise not in the trash,
 * like copy-to), creates `supersets` superset groups on the day and puts each exercise in its own, and lists the
 * exercises under the program: one statement whatever the number of lines. Returns the new log ids in order.
 */
export const appendPastedExercises = async (
  db: Queryable,
  day: { id: number; programId: number },
  pasted: readonly PastedExercise[],
): Promise<number[]> => {
  const supersets = Math.max(0, ...pasted.map((item) => item.superset ?? 0));
  const rows = pasted.map((item, index) => ({
    ord: index + 1,
    exercise_id: item.exerciseId,
    sets_data: item.setsData,
    superset: item.superset,
  }));
  const result = await db.execute<{ id: string; position: number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as i(ord int, exercise_id bigint, sets_data jsonb, superset int)
    ),
    new_groups as (
      insert into ${dayExerciseGroups} (training_day_id, kind)
      select ${day.id}::bigint, 'superset' from generate_series(1, ${supersets}::int) n order by n
      returning id
    ),
    group_map as (
      select id, row_number() over (order by id) as superset from new_groups
    ),
    base as (
      select coalesce(max(l.position), 0) as base
      from ${userExerciseActivityLogsWithTrash} l where l.training_day_id = ${day.id} and l.deleted_at is null
    ),
    listed as (
      insert into ${programExercises} (training_program_id, exercise_id)
      select distinct ${day.programId}::bigint, i.exercise_id from input i
      on conflict do nothing
    )
    insert into ${userExerciseActivityLogsWithTrash} (training_day_id, exercise_id, position, sets_data, group_id)
    select ${day.id}::bigint, i.exercise_id, base.base + i.ord, i.sets_data, group_map.id
    from input i cross join base
    left join group_map on group_map.superset = i.superset
    order by i.ord
    returning id, position
  `);
  return result.rows.sort((a, b) => a.position - b.position).map((row) => Number(row.id));
};
