import { sql } from 'drizzle-orm';
import { programUsers, trainingDays, trainingPrograms, trainingWeeks } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

export interface AssignmentOutsideDate {
  programId: number;
  programName: string;
  startDate: string;
  /** The first day after the program. */
  endsOn: string;
}

interface AssignmentRow extends Record<string, unknown> {
  program_id: string | number;
  name: string;
  start_date: string;
  ends_on: string;
}

// A member's own assignments, as the member API reads them (GET /member/today, logging a workout).

/**
 * For a date no assignment covers: the member's next assignment to start after it, else the last one that
 * ended on or before it, else null (live programs only, through program_users_user_id_idx).
 */
export const assignmentAroundDate = async (
  db: Queryable,
  userId: number,
  date: string,
): Promise<{ upcoming: boolean; assignment: AssignmentOutsideDate } | null> => {
  const result = await db.execute<AssignmentRow & { upcoming: boolean }>(sql`
    select pu.training_program_id as program_id, p.name, to_char(pu.start_date, 'YYYY-MM-DD') as start_date,
      to_char(pu.start_date + p.duration_weeks * 7, 'YYYY-MM-DD') as ends_on, pu.start_date > ${date}::date as upcoming
    from ${programUsers} pu
    join ${trainingPrograms} p on p.id = pu.training_program_id
    where pu.user_id = ${userId}
      and (pu.start_date > ${date}::date or pu.start_date + p.duration_weeks * 7 <= ${date}::date)
    order by pu.start_date > ${date}::date desc,
      case when pu.start_date > ${date}::date then pu.start_date end asc,
      pu.start_date + p.duration_weeks * 7 desc, pu.training_program_id
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    upcoming: row.upcoming,
    assignment: {
      programId: Number(row.program_id),
      programName: row.name,
      startDate: row.start_date,
      endsOn: row.ends_on,
    },
  };
};

export interface AssignedDay {
  id: number;
  programId: number;
  programName: string;
  weekNumber: number;
  dayNumber: number;
}

interface DayRow extends Record<string, unknown> {
  id: string | number;
  program_id: string | number;
  name: string;
  week_number: number;
  day_number: number;
}

/** A training day of a live program assigned to the user, or null (another user's day reads as none). */
export const findAssignedDay = async (
  db: Queryable,
  userId: number,
  trainingDayId: number,
): Promise<AssignedDay | null> => {
  const result = await db.execute<DayRow>(sql`
    select d.id, p.id as program_id, p.name, w.sequence_number as week_number, d.day_of_the_week as day_number
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    join ${trainingPrograms} p on p.id = w.training_program_id
    where d.id = ${trainingDayId}
      and exists (
        select 1 from ${programUsers} pu where pu.training_program_id = p.id and pu.user_id = ${userId}
      )`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    programId: Number(row.program_id),
    programName: row.name,
    weekNumber: row.week_number,
    dayNumber: row.day_number,
  };
};
