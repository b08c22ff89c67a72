import { sql } from 'drizzle-orm';
import { DAYS_PER_WEEK, trainingDaysOfWeek } from '@coachboard/contract';
import { trainingDays, trainingWeeks } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { intArray } from '../../../lib/sql.js';

/** Training days of a week for a days-per-week value; a program without one has no rest days. */
export const trainingDayPattern = (trainingDaysPerWeek: number | null) =>
  trainingDaysPerWeek === null
    ? Array.from({ length: DAYS_PER_WEEK }, (_, index) => index + 1)
    : trainingDaysOfWeek(trainingDaysPerWeek);

/**
 * Creates weeks `fromSequence..toSequence` of a program with their 7 empty days each (rest days by the
 * days-per-week pattern), in one statement (generate_series), whatever the duration.
 */
export const createWeeks = async (
  db: Queryable,
  programId: number,
  fromSequence: number,
  toSequence: number,
  trainingDaysPerWeek: number | null,
) => {
  if (toSequence < fromSequence) return;
  const pattern = intArray(trainingDayPattern(trainingDaysPerWeek));
  await db.execute(sql`
    with new_weeks as (
      insert into ${trainingWeeks} (training_program_id, sequence_number)
      select ${programId}, sequence from generate_series(${fromSequence}::int, ${toSequence}::int) as sequence
      returning id
    )
    insert into ${trainingDays} (training_week_id, day_of_the_week, is_rest_day)
    select new_weeks.id, day, not (day = any(${pattern}))
    from new_weeks cross join generate_series(1, ${DAYS_PER_WEEK}) as day
  `);
};

/** Inserts empty weeks with these sequence numbers into the program (no days): one statement. */
export const insertEmptyWeeks = async (db: Queryable, programId: number, sequences: readonly number[]) => {
  if (sequences.length === 0) return;
  await db.execute(sql`
    insert into ${trainingWeeks} (training_program_id, sequence_number)
    select ${programId}, unnest(${intArray(sequences)})`);
};

/** A day of a program by its week's sequence number and its day of the week, with its rest flag. */
export interface DayPlace {
  week: number;
  day: number;
  rest: boolean;
}

/**
 * Adds these days to the program's weeks, or sets the rest flag of those that exist: one statement. A place
 * whose week the program lacks is left out.
 */
export const upsertDays = async (db: Queryable, programId: number, days: readonly DayPlace[]) => {
  if (days.length === 0) return;
  const rows = days.map(({ week, day, rest }) => ({ week, day, rest }));
  await db.execute(sql`
    insert into ${trainingDays} (training_week_id, day_of_the_week, is_rest_day)
    select w.id, r.day, r.rest
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(week int, day int, rest boolean)
    join ${trainingWeeks} w on w.training_program_id = ${programId} and w.sequence_number = r.week
    on conflict (training_week_id, day_of_the_week) do update set is_rest_day = excluded.is_rest_day`);
};
