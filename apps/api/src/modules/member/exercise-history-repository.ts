import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExerciseSessionSets } from '@coachboard/contract';
import { sessionExerciseSets } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/**
 * A user's sets that count for records and progress (completed, reps and a weight, an exercise still known), one
 * row per live workout and exercise, the workouts in the order they were done (date, start, then id). The rules
 * applied to them are the contract's (`personalRecords`, `exerciseProgressPoints`). The rows are kept by triggers
 * (`session_exercise_sets`, migration 0041), so this is one range of `session_exercise_sets_user_idx` (or of
 * `session_exercise_sets_user_exercise_idx` for one exercise) instead of every performed set of the user.
 */
export const exerciseSessionSets = async (
  db: Queryable,
  userId: number,
  exerciseId?: number,
): Promise<ExerciseSessionSets[]> => {
  const kept = sessionExerciseSets;
  const rows = await db
    .select({
      sessionId: kept.sessionId,
      performedOn: kept.performedOn,
      exerciseId: kept.exerciseId,
      exerciseName: kept.exerciseName,
      weights: kept.weights,
      reps: kept.reps,
    })
    .from(kept)
    .where(
      and(
        eq(kept.userId, userId),
        // As the partial indexes' predicate reads, so the planner matches them (a bound `true` would not).
        sql`${kept.live}`,
        exerciseId === undefined ? undefined : eq(kept.exerciseId, exerciseId),
      ),
    )
    .orderBy(asc(kept.performedOn), asc(kept.startedAt), asc(kept.sessionId), asc(kept.exerciseId));
  return rows.map((row) => ({
    session_id: row.sessionId,
    performed_on: row.performedOn,
    exercise_id: row.exerciseId,
    exercise_name: row.exerciseName,
    sets: row.weights.map((weight, index) => ({ weight, reps: row.reps[index]! })),
  }));
};
