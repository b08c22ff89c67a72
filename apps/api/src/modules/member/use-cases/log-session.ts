import {
  memberMessages,
  performedOnProblem,
  type LogSessionInput,
  type WorkoutSession,
} from '@coachboard/contract';
import { queueComplianceRefresh } from '../../../jobs/compliance-refresh.js';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, foundOr, invalidField } from '../../../lib/errors.js';
import { findAssignedDay, todayUtc } from '../../assignments/public.js';
import { dayExercisePlaces, prescriptionOf } from '../day-exercises-repository.js';
import { findByClientId, findSession, insertSession } from '../sessions-repository.js';
import { performedSetRows } from './performed-set-rows.js';

export interface LoggedSession {
  /** False when the app's `client_id` was already logged: the stored workout is answered, nothing is written. */
  created: boolean;
  session: WorkoutSession;
}

const storedSession = async (
  db: Queryable,
  stored: { id: number; deletedAt: Date | null },
): Promise<LoggedSession> => {
  if (stored.deletedAt) throw conflict(memberMessages.sessionDeleted);
  return { created: false, session: (await findSession(db, stored.id))! };
};

/**
 * Logs a member's workout once per `client_id`: a retry answers the stored workout. Two uploads of the same id at
 * once both reach the insert; its ON CONFLICT makes the later one wait for the first and write nothing, and it
 * then answers what the first stored. The workout keeps the day's prescription (each day exercise's number of
 * sets) as it is now, and the user's kept compliance is queued for a new measure in the same transaction. The day
 * is read once for the sets and the prescription, and the answer comes from the inserts' rows.
 */
export const logSession = async (
  db: Queryable,
  userId: number,
  input: LogSessionInput,
): Promise<LoggedSession> => {
  const stored = await findByClientId(db, userId, input.client_id);
  if (stored) return storedSession(db, stored);
  const dateProblem = performedOnProblem(input.performed_on, todayUtc());
  if (dateProblem) throw invalidField('performed_on', dateProblem);
  const day = foundOr(
    await findAssignedDay(db, userId, input.training_day_id),
    memberMessages.trainingDayNotFound,
  );
  const places = await dayExercisePlaces(db, day.id);
  const rows = await performedSetRows(db, places, input.sets);

  const session = await insertSession(
    db,
    {
      userId,
      clientId: input.client_id,
      trainingDayId: day.id,
      trainingProgramId: day.programId,
      programName: day.programName,
      weekNumber: day.weekNumber,
      dayNumber: day.dayNumber,
      performedOn: input.performed_on,
      startedAt: new Date(input.started_at),
      finishedAt: new Date(input.finished_at),
      notes: input.notes ?? null,
      prescription: prescriptionOf(places),
    },
    rows,
  );
  if (!session) return storedSession(db, (await findByClientId(db, userId, input.client_id))!);
  await queueComplianceRefresh(db, [userId]);
  return { created: true, session };
};
