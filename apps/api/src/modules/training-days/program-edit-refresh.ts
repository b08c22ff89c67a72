import { sql, type SQL } from 'drizzle-orm';
import { trainingDays, trainingWeeks, userExerciseActivityLogsWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';
import { queueComplianceRefreshOf } from '../../jobs/compliance-refresh.js';

/** The longest window the users' kept compliance measures (the 30-day figure, and the last training day in it). */
const KEPT_WINDOW_DAYS = 30;

/**
 * The users whose kept compliance an edit of these programs' prescriptions or schedule can move: active app users
 * assigned to one of them over dates the kept window holds (started by today, not ended 30 days ago). An assignment
 * that starts later or ended before schedules nothing those figures count, so its user is left to the daily
 * measure. program_users is read by name, as the empty days do: the assignments module comes after this one.
 */
const assignedUsers = (programIds: SQL) => sql`
  select pu.user_id from program_users pu
  where pu.training_program_id = any(${programIds}) and pu.user_active
    and pu.start_date <= (now() at time zone 'UTC')::date
    and pu.ends_on > (now() at time zone 'UTC')::date - ${sql.raw(String(KEPT_WINDOW_DAYS - 1))}`;

/**
 * Queues the measure of the kept compliance of every user these programs' edit can move (compliance counts the
 * prescription as the program has it now), in the edit's transaction: one statement however many users follow.
 */
export const queueProgramComplianceRefresh = async (db: Queryable, programIds: readonly number[]) => {
  if (programIds.length === 0) return;
  await queueComplianceRefreshOf(db, assignedUsers(bigintArray([...new Set(programIds)])));
};

/** The same for an edit of these training days (of one program or several): one statement. */
export const queueDayComplianceRefresh = async (db: Queryable, trainingDayIds: readonly number[]) => {
  if (trainingDayIds.length === 0) return;
  await queueComplianceRefreshOf(
    db,
    assignedUsers(sql`array(
      select w.training_program_id from ${trainingDays} d join ${trainingWeeks} w on w.id = d.training_week_id
      where d.id = any(${bigintArray([...new Set(trainingDayIds)])}))`),
  );
};

/** The same for an edit of these day exercises (live or in the trash: a restore brings them back): one statement. */
export const queueDayExerciseComplianceRefresh = async (db: Queryable, dayExerciseIds: readonly number[]) => {
  if (dayExerciseIds.length === 0) return;
  await queueComplianceRefreshOf(
    db,
    assignedUsers(sql`array(
      select w.training_program_id from ${userExerciseActivityLogsWithTrash} l
      join ${trainingDays} d on d.id = l.training_day_id join ${trainingWeeks} w on w.id = d.training_week_id
      where l.id = any(${bigintArray([...new Set(dayExerciseIds)])}))`),
  );
};
