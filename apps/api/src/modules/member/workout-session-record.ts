import { eq } from 'drizzle-orm';
import type { WorkoutSession } from '@coachboard/contract';
import { workoutSessions } from '../../db/schema/index.js';
import { recordType } from '../../lib/records/index.js';
import { findSession } from './sessions-repository.js';

/** How the audit log names a workout: its program, week and day, and its date. */
export const sessionName = (session: WorkoutSession) =>
  `${session.program.name}, week ${session.week_number} day ${session.day_number}, ${session.performed_on}`;

/** A workout's audited fields: its times, notes and every set as logged (ids left out: a save renumbers them). */
export const sessionAuditFields = (session: WorkoutSession) => ({
  performed_on: session.performed_on,
  started_at: session.started_at,
  finished_at: session.finished_at,
  notes: session.notes,
  training_day_id: session.training_day_id,
  sets: session.sets.map(({ id: _id, target: _target, ...set }) => set),
});

/**
 * A member's logged workout in the audit log: its creation, edits and delete, written by the member. It joins no
 * trash: a member's delete marks the row (deleted_at) and the entry keeps every set, so a coach can see what went.
 */
export const workoutSessionRecord = recordType({
  type: 'workout-session',
  read: async (db, id) => {
    const session = await findSession(db, id);
    return session ? { name: sessionName(session), fields: sessionAuditFields(session) } : null;
  },
  lock: async (tx, id) => {
    const rows = await tx
      .select({ id: workoutSessions.id })
      .from(workoutSessions)
      .where(eq(workoutSessions.id, id))
      .for('update');
    return rows.length > 0;
  },
});
