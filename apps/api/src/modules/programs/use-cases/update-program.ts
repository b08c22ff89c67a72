import {
  daysHoldExercisesMessage,
  programApiMessages,
  programMessages,
  weeksHoldExercisesMessage,
  type UpdateProgram,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, type FieldErrors } from '../../../lib/errors.js';
import { isSameRowVersion } from '../../../lib/row-version.js';
import { refuseUnappliedUpdate } from '../../../lib/stale-update.js';
import type { TrainingProgramRow } from '../../../db/schema/index.js';
import {
  applyScheduleChange,
  findBlockedScheduleChange,
  queueProgramComplianceRefresh,
  type ScheduleChange,
} from '../../training-days/public.js';
import { lockProgram, programExists, updateProgramColumns } from '../programs-repository.js';

const refuseBlockedChange = (weeks: number[], days: number[]) => {
  const errors: FieldErrors = {};
  if (weeks.length > 0) errors.duration_weeks = [weeksHoldExercisesMessage(weeks)];
  if (days.length > 0) errors.training_days_per_week = [daysHoldExercisesMessage(days)];
  const message = [...(errors.duration_weeks ?? []), ...(errors.training_days_per_week ?? [])].join(' ');
  return conflict(message, errors);
};

/**
 * Updates a program in one transaction. A new duration adds or removes weeks at the end; a new number of
 * training days re-marks every week's rest days. An edit that would remove a week or turn a day into a rest
 * day while it holds assigned exercises is refused with 409, naming them, and changes nothing.
 *
 * With `expected_updated_at` the program must still be the version the editor loaded (409 otherwise).
 * `image` in the body is accepted and ignored: the image belongs to the upload and delete routes, which
 * keep it in step with its file row.
 *
 * `locked` is the program row the caller already locked FOR UPDATE in this transaction (the audit wrapper's,
 * `lockedRow`): used as it is, so the row is not locked and read again.
 */
export const updateProgram = async (
  db: Queryable,
  id: number,
  input: UpdateProgram,
  locked?: TrainingProgramRow,
) =>
  db.transaction(async (tx) => {
    const expected = input.expected_updated_at;
    const current =
      (locked && isSameRowVersion(locked.updatedAt, expected) ? locked : null) ??
      (await lockProgram(tx, id, expected)) ??
      (await refuseUnappliedUpdate(expected, () => programExists(tx, id), {
        notFound: programMessages.notFound,
        stale: programApiMessages.staleUpdate,
      }));
    const change: ScheduleChange = {
      programId: id,
      currentDuration: current.durationWeeks,
      nextDuration: input.duration_weeks ?? current.durationWeeks,
      currentTrainingDays: current.trainingDaysPerWeek,
      nextTrainingDays: input.training_days_per_week ?? current.trainingDaysPerWeek,
    };
    const blocked = await findBlockedScheduleChange(tx, change);
    if (blocked.weeks.length > 0 || blocked.days.length > 0)
      throw refuseBlockedChange(blocked.weeks, blocked.days);
    // New weeks or rest days move the followers' kept compliance. They are read while the longer schedule
    // stands (before a shortening, after a lengthening), so an assignment stretched into the kept window or cut
    // out of it is among them.
    const scheduleMoves =
      change.nextDuration !== change.currentDuration ||
      (change.nextTrainingDays !== null && change.nextTrainingDays !== change.currentTrainingDays);
    const lengthens = change.nextDuration > change.currentDuration;
    if (scheduleMoves && !lengthens) await queueProgramComplianceRefresh(tx, [id]);
    await applyScheduleChange(tx, change);
    await updateProgramColumns(tx, id, {
      name: input.name,
      programType: input.program_type,
      difficultyLevel: input.difficulty_level,
      durationWeeks: change.nextDuration,
      trainingDaysPerWeek: change.nextTrainingDays,
      workoutDuration: input.workout_duration ?? current.workoutDuration,
      description: input.description,
    });
    if (lengthens) await queueProgramComplianceRefresh(tx, [id]);
  });
