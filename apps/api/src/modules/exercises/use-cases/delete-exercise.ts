import { exerciseMessages, type ExerciseUsage } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { foundOr, notFound } from '../../../lib/errors.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { exerciseUsage, findExercise } from '../exercises-repository.js';

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
  // No FOR UPDATE here: the trash's UPDATE takes a no-key lock, which lets a concurrent add of the exercise to a
  // day (holding that day, checking the exercise's key) finish instead of deadlocking with the day lock the
  // trash's afterTrash takes next. An exercise trashed meanwhile is not moved twice (404 below).
  foundOr(await findExercise(tx, id), exerciseMessages.notFound);
  const usage = await exerciseUsage(tx, id);
  const { moved } = await moveToTrash(tx, context, 'exercise', [id]);
  if (moved.length === 0) throw notFound(exerciseMessages.notFound);
  return usage;
};
