import { sql } from 'drizzle-orm';
import type { SetsData } from '@coachboard/contract';
import {
  dayExerciseGroups,
  programExercises,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';

/** A day exercise to append: its exercise, its sets, and its superset among those appended (1, 2...) or null. */
export interface NewDayExercise {
  exerciseId: number;
  setsData: SetsData;
  superset: number | null;
}

/** A day exercise written, with the fingerprint of the sets it holds (md5 of sets_data's text). */
export interface WrittenDayExercise {
  id: number;
  fingerprint: string;
}

/**
 * Appends the exercises to the end of the day in order (positions after the day's last exercise not in the
 * trash), creates the supersets they name on the day (A1/A2 are one superset) and puts each exercise in its own,
 * and lists the exercises under the program: one statement whatever the number. Returns them in position order.
 */
export const appendDayExercises = async (
  db: Queryable,
  day: { id: number; programId: number },
  items: readonly NewDayExercise[],
): Promise<WrittenDayExercise[]> => {
  const supersets = Math.max(0, ...items.map((item) => item.superset ?? 0));
  const rows = items.map((item, index) => ({
    ord: index + 1,
    exercise_id: item.exerciseId,
    sets_data: item.setsData,
    superset: item.superset,
  }));
  const result = await db.execute<{ id: string; position: number; fingerprint: string }>(sql`
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
    returning id, position, md5(sets_data::text) as fingerprint
  `);
  return result.rows
    .sort((a, b) => a.position - b.position)
    .map((row) => ({ id: Number(row.id), fingerprint: row.fingerprint }));
};

/**
 * Writes one exercise on several days of a program with each day's own sets: a day that holds it live gets the
 * new sets, a day that lacks it gets it at `position` (or at its end when shorter). The days in `makeRoomOn`
 * are first renumbered 1..n leaving `position` free. Two statements at most, whatever the number of days.
 */
export const writeExerciseOnDays = async (
  db: Queryable,
  write: {
    exerciseId: number;
    position: number;
    days: readonly { dayId: number; setsData: SetsData }[];
    makeRoomOn: readonly number[];
  },
) => {
  if (write.days.length === 0) return;
  if (write.makeRoomOn.length > 0) {
    await db.execute(sql`
      update ${userExerciseActivityLogsWithTrash} l
      set position = r.n + (case when r.n >= ${write.position} then 1 else 0 end)
      from (
        select id, row_number() over (partition by training_day_id order by position, id)::int as n
        from ${userExerciseActivityLogsWithTrash}
        where deleted_at is null and training_day_id in (${sql.join(
          write.makeRoomOn.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) r
      where l.id = r.id
    `);
  }
  const values = sql.join(
    write.days.map((day) => sql`(${day.dayId}::bigint, ${JSON.stringify(day.setsData)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${userExerciseActivityLogsWithTrash} as l (training_day_id, exercise_id, position, sets_data)
    select v.day_id, ${write.exerciseId}::bigint,
      least(${write.position}::int, (select count(*)::int + 1 from ${userExerciseActivityLogsWithTrash} x
        where x.training_day_id = v.day_id and x.deleted_at is null)),
      v.sets
    from (values ${values}) as v (day_id, sets)
    on conflict (training_day_id, exercise_id) where deleted_at is null
    do update set sets_data = excluded.sets_data, updated_at = now()
  `);
};

/**
 * Appends the exercise (no sets yet) to the end of each day, in one statement; days that already hold it are
 * skipped. Returns the new day exercises' ids by day.
 */
export const appendExerciseToDays = async (db: Queryable, dayIds: readonly number[], exerciseId: number) => {
  if (dayIds.length === 0) return new Map<number, number>();
  const result = await db.execute<{ id: string; training_day_id: string }>(sql`
    insert into ${userExerciseActivityLogs} (training_day_id, exercise_id, position)
    select day.id, ${exerciseId},
      coalesce((select max(l.position) from ${userExerciseActivityLogs} l where l.training_day_id = day.id), 0) + 1
    from unnest(${bigintArray(dayIds)}) as day(id)
    on conflict (training_day_id, exercise_id) where deleted_at is null do nothing
    returning id, training_day_id
  `);
  return new Map(result.rows.map((row) => [Number(row.training_day_id), Number(row.id)]));
};

/** A superset or circuit to create on a day, naming the template group it follows (a personal copy's) or none. */
export interface NewGroup {
  dayId: number;
  /** A DayGroupKind; the table's check holds it (a merge carries the template's kind as it read it). */
  kind: string;
  rounds: number | null;
  templateGroupId: number | null;
}

/**
 * Creates the groups (one statement); returns each new group's id, in the order given (identity values are drawn
 * in the order the sorted rows are inserted).
 */
export const insertGroups = async (db: Queryable, groups: readonly NewGroup[]) => {
  if (groups.length === 0) return [];
  const rows = groups.map((group, index) => ({
    ord: index + 1,
    day_id: group.dayId,
    kind: group.kind,
    rounds: group.rounds,
    template_group_id: group.templateGroupId,
  }));
  const inserted = await db.execute<{ id: string }>(sql`
    insert into ${dayExerciseGroups} (training_day_id, kind, rounds, template_group_id)
    select r.day_id, r.kind, r.rounds, r.template_group_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(ord int, day_id bigint, kind text, rounds int, template_group_id bigint)
    order by r.ord
    returning id`);
  return inserted.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
};

/** A day exercise to write at a given position, in a group or none, naming its template row or none. */
export interface PlacedDayExercise {
  dayId: number;
  exerciseId: number;
  position: number;
  setsData: SetsData;
  groupId: number | null;
  templateLogId: number | null;
}

/**
 * Inserts the day exercises at the positions given (the caller has made them free) and lists `listed` (their
 * exercises and any others the days now hold) under the program: one statement.
 */
export const insertDayExercisesAt = async (
  db: Queryable,
  programId: number,
  exercises: readonly PlacedDayExercise[],
  listed: readonly number[],
) => {
  const rows = exercises.map((item) => ({
    day_id: item.dayId,
    exercise_id: item.exerciseId,
    position: item.position,
    sets_data: item.setsData,
    group_id: item.groupId,
    template_log_id: item.templateLogId,
  }));
  await db.execute(sql`
    with inserted as (
      insert into ${userExerciseActivityLogsWithTrash}
        (training_day_id, exercise_id, position, sets_data, group_id, template_log_id)
      select r.day_id, r.exercise_id, r.position, r.sets_data, r.group_id, r.template_log_id
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(day_id bigint, exercise_id bigint,
        position int, sets_data jsonb, group_id bigint, template_log_id bigint)
      order by r.day_id, r.position
      returning id
    )
    insert into ${programExercises} (training_program_id, exercise_id)
    select distinct ${programId}::bigint, unnest(${bigintArray([...listed])})
    on conflict do nothing`);
};
