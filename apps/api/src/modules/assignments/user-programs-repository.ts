import { desc, eq } from 'drizzle-orm';
import { assignmentEndsOn, type UserProgram } from '@coachboard/contract';
import { files, programUsers, trainingPrograms } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { programWithImageColumns, toProgramSummary } from '../programs/public.js';

/** The programs a user is assigned to, latest assignment first (served by program_users_user_id_idx). */
export const listUserPrograms = async (db: Queryable, userId: number): Promise<UserProgram[]> => {
  const rows = await db
    .select({
      ...programWithImageColumns,
      assignedAt: programUsers.assignedAt,
      startDate: programUsers.startDate,
      mode: programUsers.mode,
    })
    .from(programUsers)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, programUsers.trainingProgramId))
    .leftJoin(files, eq(files.id, trainingPrograms.imageFileId))
    .where(eq(programUsers.userId, userId))
    .orderBy(desc(programUsers.assignedAt), desc(programUsers.trainingProgramId));
  return rows.map(({ assignedAt, startDate, mode, ...program }) => ({
    ...toProgramSummary(program),
    assigned_at: assignedAt.toISOString(),
    start_date: startDate,
    mode,
    ends_on: assignmentEndsOn(startDate, program.durationWeeks),
  }));
};
