import {
  dayGroupMessages,
  trainingDayMessages,
  type CreateDayGroupInput,
  type TrainingDayEditor,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, foundOr, invalidField, notFound } from '../../../lib/errors.js';
import { lockDay, dayExercisesOfDay, renumberDay } from '../day-exercises-repository.js';
import { deleteGroup, dropLoneGroups, liveGroupMembers, missingLogIds } from '../day-groups-repository.js';
import { groupDayExercises } from '../program-tree-writer/index.js';
import { getTrainingDayById } from '../training-day-repository.js';

/**
 * Makes a superset or circuit of 2 or more exercises of the day, in one transaction: they become consecutive at
 * the place of the first of them (in the day's order, which is also their order in the group), the others
 * shift and the day is numbered 1..n. 404 when the day or an exercise assignment does not exist, 422 for an
 * assignment of another day, 409 when one is already in a group. Answers the day detail.
 */
export const createDayGroup = async (
  db: Queryable,
  dayId: number,
  input: CreateDayGroupInput,
): Promise<TrainingDayEditor> =>
  db.transaction(async (tx) => {
    foundOr(await lockDay(tx, dayId), trainingDayMessages.notFound);
    const logs = await dayExercisesOfDay(tx, dayId);
    const chosen = new Set(input.log_ids.map(Number));
    const onDay = new Set(logs.map((log) => log.id));
    const strangers = [...chosen].filter((id) => !onDay.has(id));
    if (strangers.length > 0) {
      if ((await missingLogIds(tx, strangers)).length > 0) throw notFound(dayGroupMessages.logsNotFound);
      throw invalidField('log_ids', dayGroupMessages.logsOtherDay);
    }
    const grouped = liveGroupMembers(logs);
    const taken = logs.filter(
      (log) => chosen.has(log.id) && log.groupId !== null && grouped.has(log.groupId),
    );
    if (taken.length > 0)
      throw conflict(dayGroupMessages.alreadyGrouped(taken.map((log) => log.exerciseName)), {
        log_ids: [dayGroupMessages.alreadyGrouped(taken.map((log) => log.exerciseName))],
      });

    const members = logs.filter((log) => chosen.has(log.id));
    const order: number[] = [];
    for (const log of logs) {
      if (!chosen.has(log.id)) order.push(log.id);
      else if (log === members[0]) order.push(...members.map((member) => member.id));
    }
    await renumberDay(tx, dayId, new Map(order.map((id, index) => [id, index + 1])));
    await groupDayExercises(
      tx,
      dayId,
      input.kind,
      input.kind === 'circuit' ? (input.rounds ?? null) : null,
      members.map((member) => member.id),
    );
    // A chosen exercise may have been the one left on the day of a group whose other half is in the trash.
    await dropLoneGroups(tx, dayId);
    return foundOr(await getTrainingDayById(tx, dayId), trainingDayMessages.notFound);
  });

/** Ungroups: deletes the group, its exercises stay where they are. 404 when the day or the group is not there. */
export const deleteDayGroup = async (db: Queryable, dayId: number, groupId: number) =>
  db.transaction(async (tx) => {
    foundOr(await lockDay(tx, dayId), trainingDayMessages.notFound);
    if (!(await deleteGroup(tx, dayId, groupId))) throw notFound(dayGroupMessages.groupNotFound);
    return foundOr(await getTrainingDayById(tx, dayId), trainingDayMessages.notFound);
  });
