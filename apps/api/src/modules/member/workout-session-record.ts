import { eq, sql } from 'drizzle-orm';
import type { WorkoutSession } from '@coachboard/contract';
import { performedSets, workoutSessions } from '../../db/schema/index.js';
import { queueComplianceRefresh } from '../../jobs/compliance-refresh.js';
import type { Queryable } from '../../lib/db-types.js';
import { recordType } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { findSession } from './sessions-repository.js';

/** How the audit log and the trash name a workout: its program, week and day, and its date. */
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

/** The sets each workout holds, counted when it goes to the trash. */
const sessionContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string; sets: string }>(sql`
    select s.id, (select count(*) from ${performedSets} ps where ps.session_id = s.id) as sets
    from unnest(${bigintArray(ids)}) as s(id)`);
  return new Map(result.rows.map((row) => [Number(row.id), { sets: Number(row.sets) }]));
};

/**
 * A workout leaving or rejoining the live ones moves its member's compliance (it reads live workouts only), so
 * trashing and restoring queue the measure in the same transaction, as logging and editing do; a purge too, for
 * the day a measure counts trashed rows.
 */
const refreshComplianceOf = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ user_id: string }>(sql`
    select distinct user_id from ${workoutSessions} where id = any(${bigintArray(ids)})`);
  const userIds = result.rows.map((row) => Number(row.user_id));
  if (userIds.length > 0) await queueComplianceRefresh(db, userIds);
};

/**
 * A member's logged workout in the audit log (its creation and edits, written by the member) and in the trash:
 * a member's delete marks the row (deleted_at, which every read of workouts filters, as users keep theirs) and
 * lists it in the trash, where the roles that read logged training restore it with its sets (they never moved;
 * the trigger-kept session_exercise_sets follow deleted_at) or purge it.
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
  trash: {
    table: workoutSessions,
    name: sql`${workoutSessions.programName} || ', week ' || ${workoutSessions.weekNumber} || ' day ' || ${workoutSessions.dayNumber} || ', ' || ${workoutSessions.performedOn}`,
    // A member deletes it in the app; in the panel, the roles that read a member's workouts put it back.
    deletedWith: 'coaching.getSession',
    goesWith: sessionContents,
    afterTrash: refreshComplianceOf,
    afterRestore: refreshComplianceOf,
    beforePurge: refreshComplianceOf,
  },
});
