import { sql } from 'drizzle-orm';
import { programUsers, trainingDays, trainingPrograms, trainingWeeks } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

export interface MemberDay {
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

/** A training day of a live program assigned to the member, or null (another member's day reads as none). */
export const findMemberDay = async (
  db: Queryable,
  userId: number,
  trainingDayId: number,
): Promise<MemberDay | null> => {
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
