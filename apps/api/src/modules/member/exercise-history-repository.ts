import { sql } from 'drizzle-orm';
import type { ExerciseSessionSets } from '@coachboard/contract';
import { sessionExerciseSets } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

type KeptRow = [
  sessionId: number,
  performedOn: string,
  exerciseId: number,
  exerciseName: string,
  weights: number[],
  reps: number[],
];

/**
 * A user's sets that count for records and progress (completed, reps and a weight, an exercise still known), one
 * row per live workout and exercise, the workouts in the order they were done (date, start, then id). The rules
 * applied to them are the contract's (`personalRecords`, `exerciseProgressPoints`). The rows are kept by triggers
 * (`session_exercise_sets`, migration 0041), so this is one range of `session_exercise_sets_user_idx` (or of
 * `session_exercise_sets_user_exercise_idx` for one exercise) instead of every performed set of the user. They come
 * back as one JSON array: 640 rows of two arrays each parse several times faster as one JSON text than as rows of
 * PostgreSQL arrays.
 */
export const exerciseSessionSets = async (
  db: Queryable,
  userId: number,
  exerciseId?: number,
): Promise<ExerciseSessionSets[]> => {
  const kept = sessionExerciseSets;
  const result = await db.execute<{ rows: KeptRow[] }>(sql`
    select coalesce(json_agg(json_build_array(${kept.sessionId}, ${kept.performedOn}, ${kept.exerciseId},
                                              ${kept.exerciseName}, ${kept.weights}, ${kept.reps})
                             order by ${kept.performedOn}, ${kept.startedAt}, ${kept.sessionId}, ${kept.exerciseId}),
                    '[]') as rows
    from ${kept}
    where ${kept.userId} = ${userId} and ${kept.live}
      ${exerciseId === undefined ? sql`` : sql`and ${kept.exerciseId} = ${exerciseId}`}`);
  return (result.rows[0]?.rows ?? []).map(([sessionId, performedOn, id, name, weights, reps]) => ({
    session_id: sessionId,
    performed_on: performedOn,
    exercise_id: id,
    exercise_name: name,
    sets: weights.map((weight, index) => ({ weight, reps: reps[index]! })),
  }));
};
