import { exerciseMessages, trainingDayMessages, type AddedActivityLog } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, foundOr } from '../../../lib/errors.js';
import { findDayExercise, lockDay, lockMatchingDays } from '../day-exercises-repository.js';
import { appendExerciseToDays } from '../program-tree-writer/index.js';
import { queueProgramComplianceRefresh } from '../program-edit-refresh.js';
import { toActivityLog } from '../day-exercise-rows.js';
import { findExercise } from '../../exercises/public.js';
import { insertProgramExercise } from '../../exercises/public.js';

export interface AddDayExercise {
  exercise_id: number;
  training_day_id: number;
  is_persistent: boolean;
}

/**
 * Puts an exercise at the end of a training day with one default set; with `is_persistent` also on every
 * training day of the program with the same day of the week (days that already hold it are skipped).
 * Rest days are refused (409), and so is a day that already holds the exercise. The exercise is listed
 * under the program as well. One transaction; the days are locked so positions stay 1..n.
 */
export const addDayExercise = async (db: Queryable, input: AddDayExercise): Promise<AddedActivityLog> =>
  db.transaction(async (tx) => {
    const day = foundOr(await lockDay(tx, input.training_day_id), trainingDayMessages.notFound);
    foundOr(await findExercise(tx, input.exercise_id), exerciseMessages.notFound);
    if (day.isRestDay) throw conflict(trainingDayMessages.restDay);
    const dayIds = input.is_persistent
      ? [
          ...new Set([
            day.id,
            ...(await lockMatchingDays(tx, day.programId, day.dayOfTheWeek)).map((d) => d.id),
          ]),
        ]
      : [day.id];
    const added = await appendExerciseToDays(tx, dayIds, input.exercise_id);
    const logId = added.get(day.id);
    if (logId === undefined) throw conflict(trainingDayMessages.alreadyOnDay);
    await insertProgramExercise(tx, day.programId, input.exercise_id);
    await queueProgramComplianceRefresh(tx, [day.programId]);
    const log = foundOr(await findDayExercise(tx, logId), trainingDayMessages.logNotFound);
    return { ...toActivityLog(log), assigned_days: added.size };
  });
