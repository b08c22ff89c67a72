import { sql } from 'drizzle-orm';
import { programUsers, trainingPrograms } from '../../db/schema/index.js';
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
