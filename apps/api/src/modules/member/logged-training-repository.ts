import { sql } from 'drizzle-orm';
import { performedSets, workoutSessions } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import type { PrescribedCount } from './day-exercises-repository.js';

/** A logged workout as compliance measures it: its day, date, prescription copy and sets' places and numbers. */
export interface LoggedWorkoutRow {
  id: number;
  training_day_id: number | null;
  performed_on: string;
  prescription: PrescribedCount[] | null;
  sets: Array<{
    day_exercise_id: number | null;
    replaces_day_exercise_id: number | null;
    set_number: number;
    completed: boolean;
  }>;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  training_day_id: string | number | null;
  performed_on: string;
  prescription: PrescribedCount[] | null;
  sets: LoggedWorkoutRow['sets'] | null;
}

/**
 * The user's live workouts performed from `from` to `to` (both included), each with its sets' places (day
 * exercise, the one a swap replaced), numbers and whether completed: a range of
 * workout_sessions_user_performed_on_idx, the sets by performed_sets_session_position_idx.
 */
export const loggedWorkouts = async (
  db: Queryable,
  userId: number,
  from: string,
  to: string,
): Promise<LoggedWorkoutRow[]> => {
  const result = await db.execute<Row>(sql`
    select s.id, s.training_day_id, to_char(s.performed_on, 'YYYY-MM-DD') as performed_on, s.prescription,
      (select json_agg(json_build_object(
          'day_exercise_id', ps.day_exercise_id, 'replaces_day_exercise_id', ps.replaces_day_exercise_id,
          'set_number', ps.set_number, 'completed', ps.completed) order by ps.position)
        from ${performedSets} ps where ps.session_id = s.id) as sets
    from ${workoutSessions} s
    where s.user_id = ${userId} and s.deleted_at is null
      and s.performed_on >= ${from}::date and s.performed_on <= ${to}::date
    order by s.performed_on, s.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    training_day_id: row.training_day_id === null ? null : Number(row.training_day_id),
    performed_on: row.performed_on,
    prescription: row.prescription,
    sets: (row.sets ?? []).map((set) => ({
      day_exercise_id: set.day_exercise_id === null ? null : Number(set.day_exercise_id),
      replaces_day_exercise_id:
        set.replaces_day_exercise_id === null ? null : Number(set.replaces_day_exercise_id),
      set_number: set.set_number,
      completed: set.completed,
    })),
  }));
};

/** The prescription copy a live workout of the user keeps (null: none kept, or no such workout). */
export const sessionPrescription = async (db: Queryable, userId: number, sessionId: number) => {
  const result = await db.execute<{ prescription: PrescribedCount[] | null }>(sql`
    select prescription from ${workoutSessions}
    where id = ${sessionId} and user_id = ${userId} and deleted_at is null`);
  return result.rows[0]?.prescription ?? null;
};
