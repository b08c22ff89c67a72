import { dayGroupMessages, trainingDayMessages, type ActivityLog, type SetsData } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr, notFound, validationFailed } from '../../../lib/errors.js';
import {
  dayOfLog,
  deleteActivityLog,
  findActivityLog,
  lockDay,
  logIdsNotOnDay,
  logsOfDay,
  renumberDay,
  updateActivityLogSets,
} from '../activity-logs-repository.js';
import { toActivityLog } from '../activity-log-rows.js';
import { dayHasSplitGroup, dropLoneGroups, groupsOfDay, withGroups } from '../day-groups-repository.js';

/**
 * Removes an exercise from its day and closes the gap in the positions, in one transaction; a superset or
 * circuit it leaves with one exercise is dissolved.
 */
export const removeActivityLog = async (db: Queryable, logId: number) =>
  db.transaction(async (tx) => {
    const dayId = foundOr(await dayOfLog(tx, logId), trainingDayMessages.logNotFound);
    await lockDay(tx, dayId);
    if (!(await deleteActivityLog(tx, logId))) throw notFound(trainingDayMessages.logNotFound);
    await renumberDay(tx, dayId);
    await dropLoneGroups(tx, dayId);
  });

/**
 * Applies `{ logId: position }` to a day and numbers its logs 1..n, in one transaction. Logs of another day
 * (or no log) are refused with 422 and nothing changes; so is an order that splits a superset or circuit
 * (moving a whole group, or its exercises inside it, is fine). Returns the day's logs in their new order.
 */
export const reorderActivityLogs = async (
  db: Queryable,
  dayId: number,
  positions: Record<string, number>,
): Promise<ActivityLog[]> =>
  db.transaction(async (tx) => {
    foundOr(await lockDay(tx, dayId), trainingDayMessages.notFound);
    const wanted = new Map(Object.entries(positions).map(([id, position]) => [Number(id), position]));
    const strangers = await logIdsNotOnDay(tx, dayId, [...wanted.keys()]);
    if (strangers.length > 0)
      throw validationFailed(trainingDayMessages.positionsOtherDay, {
        positions: [trainingDayMessages.positionsOtherDay],
      });
    await renumberDay(tx, dayId, wanted);
    if (await dayHasSplitGroup(tx, dayId))
      throw validationFailed(dayGroupMessages.splitsGroup, { positions: [dayGroupMessages.splitsGroup] });
    return withGroups(await logsOfDay(tx, dayId), await groupsOfDay(tx, dayId));
  });

/** Saves a log's sets (already validated and renumbered by the contract); 404 when the log is gone. */
export const updateActivityLogSetsData = async (db: Queryable, logId: number, setsData: SetsData) => {
  if (!(await updateActivityLogSets(db, logId, setsData))) throw notFound(trainingDayMessages.logNotFound);
  return toActivityLog(foundOr(await findActivityLog(db, logId), trainingDayMessages.logNotFound));
};
