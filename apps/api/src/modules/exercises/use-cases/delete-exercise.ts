import { exerciseMessages, type ExerciseUsage } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import { foundOr } from '../../../lib/errors.js';
import { deleteExerciseRow, exerciseUsage, lockExercise } from '../exercises-repository.js';

/**
 * Deletes an exercise and, in the same transaction, everything that refers to it: its places on training
 * days, its program links and muscle groups. Answers what was removed (the panel asked the same figures
 * from `/exercises/{id}/usage` before confirming).
 */
export const deleteExercise = async (db: Database, id: number): Promise<ExerciseUsage> =>
  db.transaction(async (tx) => {
    foundOr(await lockExercise(tx, id), exerciseMessages.notFound);
    const usage = await exerciseUsage(tx, id);
    await deleteExerciseRow(tx, id);
    return usage;
  });
