import pg from 'pg';
import { vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { insertExercise } from './program-helpers.js';

/**
 * Puts `perDay` exercises on every training day of a program directly in the table, each day's in a rotated
 * order with sets that differ by day, and lists them on the program. Returns the exercise ids.
 */
export const fillProgram = async (db: Database, programId: number, perDay: number, prefix = 'Copy') => {
  const ids: number[] = [];
  for (let index = 0; index < perDay; index += 1) {
    ids.push((await insertExercise(db, `${prefix} exercise ${index + 1} ${programId}`)).id);
  }
  await db.execute(sql`
    insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, sets_data)
    select d.id, e.id, e.ord,
      jsonb_build_object('set_1', jsonb_build_object('reps', 5 + e.ord, 'weight', 20 + w.sequence_number,
        'time', null, 'rir', d.day_of_the_week, 'rest', 90))
    from training_days d
    join training_weeks w on w.id = d.training_week_id
    cross join unnest(${sql.raw(`array[${ids.join(',')}]::bigint[]`)}) with ordinality as e(id, ord)
    where w.training_program_id = ${programId} and not d.is_rest_day
  `);
  await db.execute(sql`
    insert into program_exercises (training_program_id, exercise_id)
    select ${programId}, unnest(${sql.raw(`array[${ids.join(',')}]::bigint[]`)})
  `);
  return ids;
};

export type ScheduleRow = {
  sequence_number: number;
  day_of_the_week: number;
  is_rest_day: boolean;
  exercise_id: string | null;
  position: number | null;
  sets_data: unknown;
};

/** Every day of a program with its exercises, ids left out: what a copy must equal. */
export const scheduleContent = async (db: Database, programId: number) =>
  (
    await db.execute<ScheduleRow>(sql`
      select w.sequence_number, d.day_of_the_week, d.is_rest_day, l.exercise_id, l.position, l.sets_data
      from training_weeks w
      join training_days d on d.training_week_id = w.id
      left join user_exercise_activity_logs_with_trash l on l.training_day_id = d.id
      where w.training_program_id = ${programId}
      order by w.sequence_number, d.day_of_the_week, l.position, l.id
    `)
  ).rows;

/** Day ids of a program by week sequence and day of the week. */
export const dayIdsOf = async (db: Database, programId: number) => {
  const rows = (
    await db.execute<{ id: string; sequence_number: number; day_of_the_week: number }>(sql`
      select d.id, w.sequence_number, d.day_of_the_week
      from training_weeks w join training_days d on d.training_week_id = w.id
      where w.training_program_id = ${programId}
    `)
  ).rows;
  return (week: number, day: number) => {
    const row = rows.find((r) => r.sequence_number === week && r.day_of_the_week === day);
    if (!row) throw new Error(`No day ${day} of week ${week}`);
    return Number(row.id);
  };
};

/** Week ids of a program by sequence number. */
export const weekIdsOf = async (db: Database, programId: number) => {
  const rows = (
    await db.execute<{ id: string; sequence_number: number }>(sql`
      select id, sequence_number from training_weeks where training_program_id = ${programId}
    `)
  ).rows;
  return (week: number) => Number(rows.find((r) => r.sequence_number === week)!.id);
};

/** Runs `run` with a trigger planted on `table` that raises on insert, removed afterwards. */
export const withFailingInsert = async (db: Database, table: string, run: () => Promise<void>) => {
  await db.execute(
    sql.raw(`
      create or replace function copy_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'planted failure'; end $$;
      create trigger copy_test_fail before insert on ${table} for each row execute function copy_test_fail();
    `),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger copy_test_fail on ${table}`));
  }
};

/**
 * Counts the statements every pooled client is sent while `run` runs, transactions included (the pool-level spy
 * of helpers/sent-statements.ts does not see a transaction's client). BEGIN and COMMIT are counted too; the job
 * worker's polls (graphile_worker), which run beside the request at their own times, are not.
 */
export const countClientStatements = async (run: () => Promise<void>) => {
  let count = 0;
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const sent = args[0] as { text?: unknown } | string | undefined;
    const text = typeof sent === 'string' ? sent : typeof sent?.text === 'string' ? sent.text : '';
    if (!text.includes('graphile_worker')) count += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return count;
};
