import { and, eq, isNull } from 'drizzle-orm';
import {
  memberMessages,
  performedOnProblem,
  type UpdateSessionInput,
  type WorkoutSession,
} from '@coachboard/contract';
import { performedSets, workoutSessions } from '../../../db/schema/index.js';
import { queueComplianceRefresh } from '../../../jobs/compliance-refresh.js';
import type { Queryable } from '../../../lib/db-types.js';
import { invalidField, notFound } from '../../../lib/errors.js';
import { isRowVersion, nextUpdatedAt } from '../../../lib/row-version.js';
import { refuseUnappliedUpdate } from '../../../lib/stale-update.js';
import { todayUtc } from '../../assignments/public.js';
import { dayExercisePlaces } from '../day-exercises-repository.js';
import { findSession, setRowsOf } from '../sessions-repository.js';
import { performedSetRows } from './performed-set-rows.js';

export const ownLiveSession = (id: number, userId: number) =>
  and(eq(workoutSessions.id, id), eq(workoutSessions.userId, userId), isNull(workoutSessions.deletedAt));

/**
 * Replaces a member's workout: its date, times, notes and sets, whole. Sets it already held keep the prescription
 * copy they were logged with (performedSetRows), and the workout its prescription copy (how many sets the day
 * prescribed when it was first logged). With `expected_updated_at`, a workout saved since answers 409.
 */
export const updateSession = async (
  db: Queryable,
  userId: number,
  id: number,
  input: UpdateSessionInput,
): Promise<WorkoutSession> => {
  const [session] = await db
    .select({ trainingDayId: workoutSessions.trainingDayId })
    .from(workoutSessions)
    .where(ownLiveSession(id, userId));
  if (!session) throw notFound(memberMessages.sessionNotFound);
  const dateProblem = performedOnProblem(input.performed_on, todayUtc());
  if (dateProblem) throw invalidField('performed_on', dateProblem);
  const places = session.trainingDayId === null ? [] : await dayExercisePlaces(db, session.trainingDayId);
  const rows = await performedSetRows(db, places, input.sets, await setRowsOf(db, id));

  const updated = await db
    .update(workoutSessions)
    .set({
      performedOn: input.performed_on,
      startedAt: new Date(input.started_at),
      finishedAt: new Date(input.finished_at),
      notes: input.notes ?? null,
      updatedAt: nextUpdatedAt(workoutSessions.updatedAt),
    })
    .where(
      and(
        isRowVersion(workoutSessions.id, id, workoutSessions.updatedAt, input.expected_updated_at),
        eq(workoutSessions.userId, userId),
        isNull(workoutSessions.deletedAt),
      ),
    )
    .returning({ id: workoutSessions.id });
  if (updated.length === 0) {
    await refuseUnappliedUpdate(input.expected_updated_at, async () => true, {
      notFound: memberMessages.sessionNotFound,
      stale: memberMessages.sessionStale,
    });
  }
  await db.delete(performedSets).where(eq(performedSets.sessionId, id));
  if (rows.length > 0) await db.insert(performedSets).values(rows.map((row) => ({ ...row, sessionId: id })));
  await queueComplianceRefresh(db, [userId]);
  return (await findSession(db, id))!;
};
