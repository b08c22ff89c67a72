import { exerciseMessages, type ExerciseUsage } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { foundOr, notFound } from '../../../lib/errors.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { exerciseUsage, lockExercise } from '../exercises-repository.js';

/**
 * Moves an exercise to the trash, in the request's transaction: its places on training days, program links and
 * muscle groups stay in place, hidden, and come back with it (the other places of its days close up meanwhile).
 * Answers where it was used (the panel asked the same figures from `/exercises/{id}/usage` before confirming).
 */
export const trashExercise = async (
  tx: Transaction,
  context: TrashContext,
  id: number,
): Promise<ExerciseUsage> => {
  foundOr(await lockExercise(tx, id), exerciseMessages.notFound);
  const usage = await exerciseUsage(tx, id);
  const { moved } = await moveToTrash(tx, context, 'exercise', [id]);
  if (moved.length === 0) throw notFound(exerciseMessages.notFound);
  return usage;
};
