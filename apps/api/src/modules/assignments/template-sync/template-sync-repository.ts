import { sql } from 'drizzle-orm';
import { userExerciseActivityLogsWithTrash } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';
import {
  setsOf,
  sortedSnapshot,
  type ProgramSnapshot,
  type SnapshotDay,
  type SnapshotWeek,
} from './snapshot.js';

/** A program as the sync reads it: its snapshot and the ids of its rows by place (week, `week:day`, ...). */
export interface LoadedProgram {
  snapshot: ProgramSnapshot;
  weekIds: Map<number, number>;
  dayIds: Map<string, number>;
  /** `week:day:key` to the day exercise's id. */
  logIds: Map<string, number>;
  /** `week:day:key` to the group's id. */
  groupIds: Map<string, number>;
}

export const dayPlace = (week: number, day: number) => `${week}:${day}`;
export const rowPlace = (week: number, day: number, key: string) => `${week}:${day}:${key}`;

type DayRow = {
  program_id: string;
  week_id: string;
  week: number;
  day_id: string | null;
  day: number | null;
  rest: boolean | null;
};
type LogRow = {
  program_id: string;
  week: number;
  day: number;
  id: string;
  template_log_id: string | null;
  exercise_id: string;
  name: string;
  sets_data: Record<string, Record<string, unknown>>;
  group_id: string | null;
};
type GroupRow = {
  program_id: string;
  week: number;
  day: number;
  id: string;
  template_group_id: string | null;
  kind: string;
  rounds: number | null;
};

/**
 * Reads programs as snapshots in three statements whatever their number and size (weeks with their days, day
 * exercises in order, groups). The template's rows are keyed by their own ids, a copy's by the template rows
 * they came from (or `copy:<id>` for their own).
 */
export const loadPrograms = async (
  db: Queryable,
  templateId: number,
  ids: readonly number[],
): Promise<Map<number, LoadedProgram>> => {
  const programIds = bigintArray([...new Set(ids)]);
  const days = await db.execute<DayRow>(sql`
    select w.training_program_id as program_id, w.id as week_id, w.sequence_number as week,
      d.id as day_id, d.day_of_the_week as day, d.is_rest_day as rest
    from training_weeks w left join training_days d on d.training_week_id = w.id
    where w.training_program_id = any(${programIds})
    order by w.training_program_id, w.sequence_number, d.day_of_the_week`);
  const logs = await db.execute<LogRow>(sql`
    select w.training_program_id as program_id, w.sequence_number as week, d.day_of_the_week as day, l.id,
      l.template_log_id, l.exercise_id, e.name, l.sets_data, l.group_id
    from training_weeks w
    join training_days d on d.training_week_id = w.id
    join user_exercise_activity_logs l on l.training_day_id = d.id
    join exercises e on e.id = l.exercise_id
    where w.training_program_id = any(${programIds})
    order by w.training_program_id, w.sequence_number, d.day_of_the_week, l.position, l.id`);
  const groups = await db.execute<GroupRow>(sql`
    select w.training_program_id as program_id, w.sequence_number as week, d.day_of_the_week as day, g.id,
      g.template_group_id, g.kind, g.rounds
    from training_weeks w
    join training_days d on d.training_week_id = w.id
    join day_exercise_groups g on g.training_day_id = d.id
    where w.training_program_id = any(${programIds})
    order by g.id`);

  const programs = new Map<
    number,
    LoadedProgram & { weeks: Map<number, SnapshotWeek>; days: Map<string, SnapshotDay> }
  >();
  const programOf = (id: string) => {
    const key = Number(id);
    let program = programs.get(key);
    if (!program) {
      program = {
        snapshot: { weeks: [] },
        weekIds: new Map(),
        dayIds: new Map(),
        logIds: new Map(),
        groupIds: new Map(),
        weeks: new Map(),
        days: new Map(),
      };
      programs.set(key, program);
    }
    return program;
  };
  for (const row of days.rows) {
    const program = programOf(row.program_id);
    let week = program.weeks.get(row.week);
    if (!week) {
      week = { number: row.week, days: [] };
      program.weeks.set(row.week, week);
      program.snapshot.weeks.push(week);
      program.weekIds.set(row.week, Number(row.week_id));
    }
    if (row.day_id === null || row.day === null) continue;
    const day: SnapshotDay = { day: row.day, rest: row.rest ?? false, exercises: [], groups: [] };
    week.days.push(day);
    program.days.set(dayPlace(row.week, row.day), day);
    program.dayIds.set(dayPlace(row.week, row.day), Number(row.day_id));
  }
  const isTemplate = (programId: string) => Number(programId) === templateId;
  const groupKeys = new Map<string, string>();
  for (const row of groups.rows) {
    const program = programOf(row.program_id);
    const key = isTemplate(row.program_id) ? row.id : (row.template_group_id ?? `copy:${row.id}`);
    groupKeys.set(row.id, key);
    program.days.get(dayPlace(row.week, row.day))?.groups.push({ key, kind: row.kind, rounds: row.rounds });
    program.groupIds.set(rowPlace(row.week, row.day, key), Number(row.id));
  }
  for (const row of logs.rows) {
    const program = programOf(row.program_id);
    const key = isTemplate(row.program_id) ? row.id : (row.template_log_id ?? `copy:${row.id}`);
    const day = program.days.get(dayPlace(row.week, row.day));
    // A key twice on one day (a copy's own copy of a template row): the second is the copy's own.
    const place = rowPlace(row.week, row.day, key);
    const unique = program.logIds.has(place) ? `copy:${row.id}` : key;
    day?.exercises.push({
      key: unique,
      exercise_id: Number(row.exercise_id),
      name: row.name,
      sets: setsOf(row.sets_data),
      group: row.group_id === null ? null : (groupKeys.get(row.group_id) ?? null),
    });
    program.logIds.set(rowPlace(row.week, row.day, unique), Number(row.id));
  }
  return new Map(
    [...programs].map(([id, { weeks: _weeks, days: _days, ...program }]) => [
      id,
      { ...program, snapshot: sortedSnapshot(program.snapshot) },
    ]),
  );
};

export const emptyProgram = (): LoadedProgram => ({
  snapshot: { weeks: [] },
  weekIds: new Map(),
  dayIds: new Map(),
  logIds: new Map(),
  groupIds: new Map(),
});

/**
 * Marks the rows of copies just made from a template (or of copies with no base yet) with the template rows
 * their day exercises and groups came from, matched by week, day of the week and exercise (unique per day).
 * Two statements whatever the number of copies.
 */
export const markTemplateRows = async (db: Queryable, templateId: number, copyIds: readonly number[]) => {
  if (copyIds.length === 0) return;
  const copies = bigintArray(copyIds);
  await db.execute(sql`
    update ${userExerciseActivityLogsWithTrash} c set template_log_id = t.id
    from training_days cd
    join training_weeks cw on cw.id = cd.training_week_id
    join training_weeks tw on tw.training_program_id = ${templateId} and tw.sequence_number = cw.sequence_number
    join training_days td on td.training_week_id = tw.id and td.day_of_the_week = cd.day_of_the_week
    join ${userExerciseActivityLogsWithTrash} t on t.training_day_id = td.id and t.deleted_at is null
    where cw.training_program_id = any(${copies}) and c.training_day_id = cd.id and c.deleted_at is null
      and c.template_log_id is null and t.exercise_id = c.exercise_id`);
  await db.execute(sql`
    update day_exercise_groups g set template_group_id = t.group_id
    from ${userExerciseActivityLogsWithTrash} c
    join training_days cd on cd.id = c.training_day_id
    join training_weeks cw on cw.id = cd.training_week_id
    join ${userExerciseActivityLogsWithTrash} t on t.id = c.template_log_id
    where cw.training_program_id = any(${copies}) and c.group_id = g.id and g.template_group_id is null
      and t.group_id is not null`);
};

/** Marks the rows of copies just made (markTemplateRows) and stores the template's current state as their base. */
export const recordCopyBases = async (db: Queryable, templateId: number, copyIds: readonly number[]) => {
  if (copyIds.length === 0) return;
  await markTemplateRows(db, templateId, copyIds);
  const template = (await loadPrograms(db, templateId, [templateId])).get(templateId) ?? emptyProgram();
  await saveBases(db, templateId, copyIds, template.snapshot);
};

/** Stores `base` as the base of each copy (made, or just synced). */
export const saveBases = async (
  db: Queryable,
  templateId: number,
  copyIds: readonly number[],
  base: ProgramSnapshot,
) => {
  await db.execute(sql`
    insert into program_copy_bases (copy_program_id, template_id, base)
    select unnest(${bigintArray(copyIds)}), ${templateId}, ${JSON.stringify(base)}::jsonb
    on conflict (copy_program_id) do update
      set template_id = excluded.template_id, base = excluded.base, synced_at = now()`);
};
