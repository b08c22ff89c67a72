import { eq, sql } from 'drizzle-orm';
import { trainingDayName } from '@coachboard/contract/labels';
import {
  exercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { recordType, type AuditedRecord } from '../../lib/records/index.js';
import { lockDay } from './day-exercises-repository.js';

/**
 * A training day as the audit log sees it: "Week 2 · Day 3 of Strength Base", and its exercises by name in
 * position order (what adding, removing and reordering change). Null when the day or its program is gone
 * (or in the trash).
 */
export const dayAuditFields = async (db: Queryable, dayId: number): Promise<AuditedRecord | null> => {
  // One round trip: the audit plugin reads the day before and after every change to it.
  const [day] = await db
    .select({
      dayOfTheWeek: trainingDays.dayOfTheWeek,
      week: trainingWeeks.sequenceNumber,
      program: trainingPrograms.name,
      exercises: sql<string[]>`coalesce((
        select json_agg(${exercises.name} order by ${userExerciseActivityLogs.position}, ${userExerciseActivityLogs.id})
        from ${userExerciseActivityLogs}
        join ${exercises} on ${exercises.id} = ${userExerciseActivityLogs.exerciseId}
        where ${userExerciseActivityLogs.trainingDayId} = ${trainingDays.id}), '[]'::json)`,
    })
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingWeeks.trainingProgramId))
    .where(eq(trainingDays.id, dayId));
  if (!day) return null;
  return {
    name: trainingDayName(day.week, day.dayOfTheWeek, day.program),
    fields: { exercises: day.exercises },
  };
};

/** The program a day belongs to (for an entry's details), or null. */
export const programOfDay = async (db: Queryable, dayId: number) => {
  const [row] = await db
    .select({ id: trainingPrograms.id, name: trainingPrograms.name })
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingWeeks.trainingProgramId))
    .where(sql`${trainingDays.id} = ${dayId}`);
  return row ?? null;
};

/**
 * The exercises on a day are audited as the day's record: no revert (an entry's exercises list is what it
 * was, not something to write back) and no trash (a day goes with its program).
 */
export const trainingDayRecord = recordType({
  type: 'training-day',
  read: dayAuditFields,
  lock: async (tx, id) => (await lockDay(tx, id)) !== null,
});
