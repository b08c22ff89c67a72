import { sql } from 'drizzle-orm';
import type { ExerciseSessionSets } from '@coachboard/contract';
import { performedSets, workoutSessions } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

interface ExerciseSessionRow extends Record<string, unknown> {
  session_id: string;
  performed_on: string;
  exercise_id: string;
  exercise_name: string;
  weights: number[];
  reps: number[];
}

/**
 * A user's sets that count for records and progress (completed, reps and a weight, an exercise still known), one
 * row per live session and exercise, the sessions in the order they were done (date, start, then id). The rules
 * applied to them are the contract's (`personalRecords`, `exerciseProgressPoints`). One statement: the user's
 * sessions from `workout_sessions_user_performed_on_idx`, then each one's sets.
 */
export const exerciseSessionSets = async (
  db: Queryable,
  userId: number,
  exerciseId?: number,
): Promise<ExerciseSessionSets[]> => {
  const result = await db.execute<ExerciseSessionRow>(sql`
    select s.id as session_id, s.performed_on::text as performed_on, ps.exercise_id,
           (array_agg(ps.exercise_name order by ps.position desc))[1] as exercise_name,
           array_agg(ps.weight::float8 order by ps.position) as weights,
           array_agg(ps.reps order by ps.position) as reps
    from ${workoutSessions} s
    join ${performedSets} ps on ps.session_id = s.id
    where s.user_id = ${userId} and s.deleted_at is null
      and ps.completed and ps.exercise_id is not null and ps.reps >= 1 and ps.weight > 0
      ${exerciseId === undefined ? sql`` : sql`and ps.exercise_id = ${exerciseId}`}
    group by s.performed_on, s.started_at, s.id, ps.exercise_id
    order by s.performed_on, s.started_at, s.id, ps.exercise_id`);
  return result.rows.map((row) => ({
    session_id: Number(row.session_id),
    performed_on: row.performed_on,
    exercise_id: Number(row.exercise_id),
    exercise_name: row.exercise_name,
    sets: row.weights.map((weight, index) => ({ weight, reps: row.reps[index]! })),
  }));
};
