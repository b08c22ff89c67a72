import {
  dayGroupMessages,
  trainingDayMessages,
  type ActivityLog,
  type RemovedActivityLog,
  type SetsData,
} from '@coachboard/contract';
import type { Queryable, Transaction } from '../../../lib/db-types.js';
import { foundOr, notFound, validationFailed } from '../../../lib/errors.js';
import type { TrashContext } from '../../../lib/trash.js';
import {
  dayOfDayExercise,
  findDayExercise,
  lockDay,
  idsNotOnDay,
  dayExercisesOfDay,
  renumberDay,
  updateDayExerciseSets,
} from '../day-exercises-repository.js';
import { toActivityLog } from '../day-exercise-rows.js';
import { trashDayExercises } from '../program-tree-writer/index.js';
import { queueDayComplianceRefresh } from '../program-edit-refresh.js';
import {
  dayHasSplitGroup,
  dissolveGroupLeftAlone,
  groupsOfDay,
  withGroups,
} from '../day-groups-repository.js';

/**
 * Moves an exercise on a day to the trash (type day-exercise, as a builder's replace does: day-exercise-record.ts)
 * and closes the gap in the positions, in the request transaction. A superset or circuit it leaves with fewer than
 * two exercises on the day is dissolved at once (the trashed one leaves it too, so a restore brings it back
 * ungrouped); from a larger group it keeps its group id, and a restore appends it ungrouped (the group still has
 * exercises on the day). 404 for a log not found or already in the trash.
 */
export const removeDayExercise = async (
  tx: Transaction,
  context: TrashContext,
  logId: number,
): Promise<RemovedActivityLog> => {
  const dayId = foundOr(await dayOfDayExercise(tx, logId), trainingDayMessages.logNotFound);
  await lockDay(tx, dayId);
  const batchId = await trashDayExercises(tx, context, [logId]);
  if (batchId === null) throw notFound(trainingDayMessages.logNotFound);
  await renumberDay(tx, dayId);
  await dissolveGroupLeftAlone(tx, logId);
  await queueDayComplianceRefresh(tx, [dayId]);
  return { trash_entry: { type: 'day-exercise', id: logId } };
};

/**
 * Applies `{ logId: position }` to a day and numbers its logs 1..n, in one transaction. Logs of another day
 * (or no log) are refused with 422 and nothing changes; so is an order that splits a superset or circuit
 * (moving a whole group, or its exercises inside it, is fine). Returns the day's logs in their new order.
 */
export const reorderDayExercises = async (
  db: Queryable,
  dayId: number,
  positions: Record<string, number>,
): Promise<ActivityLog[]> =>
  db.transaction(async (tx) => {
    foundOr(await lockDay(tx, dayId), trainingDayMessages.notFound);
    const wanted = new Map(Object.entries(positions).map(([id, position]) => [Number(id), position]));
    const strangers = await idsNotOnDay(tx, dayId, [...wanted.keys()]);
    if (strangers.length > 0)
      throw validationFailed(trainingDayMessages.positionsOtherDay, {
        positions: [trainingDayMessages.positionsOtherDay],
      });
    await renumberDay(tx, dayId, wanted);
    if (await dayHasSplitGroup(tx, dayId))
      throw validationFailed(dayGroupMessages.splitsGroup, { positions: [dayGroupMessages.splitsGroup] });
    return withGroups(await dayExercisesOfDay(tx, dayId), await groupsOfDay(tx, dayId));
  });

/**
 * Saves a log's sets (already validated and renumbered by the contract); 404 when the log is gone. The number of
 * sets is the prescription compliance counts, so the day's followers are measured again.
 */
export const updateDayExerciseSetsData = async (db: Queryable, logId: number, setsData: SetsData) => {
  if (!(await updateDayExerciseSets(db, logId, setsData))) throw notFound(trainingDayMessages.logNotFound);
  const log = toActivityLog(foundOr(await findDayExercise(db, logId), trainingDayMessages.logNotFound));
  await queueDayComplianceRefresh(db, [log.training_day_id]);
  return log;
};
