import { and, eq, sql } from 'drizzle-orm';
import type { TrainingDayEditor } from '@coachboard/contract';
import { trainingDays, trainingPrograms, trainingWeeks } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { dayExercisesOfDay } from './day-exercises-repository.js';
import { groupsOfDay, withGroups } from './day-groups-repository.js';

/** Which of the three ids does not exist or does not belong to the one before it. */
export const findMissingDayPart = async (
  db: Queryable,
  programId: number,
  weekId: number,
): Promise<'program' | 'week' | 'day'> => {
  const [program] = await db
    .select({ id: trainingPrograms.id })
    .from(trainingPrograms)
    .where(eq(trainingPrograms.id, programId));
  if (!program) return 'program';
  const [week] = await db
    .select({ id: trainingWeeks.id })
    .from(trainingWeeks)
    .where(and(eq(trainingWeeks.id, weekId), eq(trainingWeeks.trainingProgramId, programId)));
  if (!week) return 'week';
  return 'day';
};

/**
 * A training day reached through its program and week, with the exercises assigned to it in order: what the
 * day editor needs in one call (three queries). Each exercise carries its superset or circuit (or null).
 */
export const getTrainingDay = async (
  db: Queryable,
  programId: number,
  weekId: number,
  dayId: number,
): Promise<TrainingDayEditor | null> => {
  const [day] = await db
    .select({
      id: trainingDays.id,
      dayOfTheWeek: trainingDays.dayOfTheWeek,
      isRestDay: trainingDays.isRestDay,
      weekId: trainingWeeks.id,
      sequenceNumber: trainingWeeks.sequenceNumber,
      programId: trainingWeeks.trainingProgramId,
    })
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(
      and(
        eq(trainingDays.id, dayId),
        eq(trainingWeeks.id, weekId),
        eq(trainingWeeks.trainingProgramId, programId),
        // A day of a program in the trash is not there (`training_programs` is the view of live programs).
        sql`exists (select 1 from ${trainingPrograms} p where p.id = ${programId})`,
      ),
    );
  if (!day) return null;

  const logs = await dayExercisesOfDay(db, day.id);
  const groups = await groupsOfDay(db, day.id);

  return {
    id: day.id,
    day_of_the_week: day.dayOfTheWeek,
    is_rest_day: day.isRestDay,
    training_week: {
      id: day.weekId,
      sequence_number: day.sequenceNumber,
      training_program_id: day.programId,
    },
    user_exercise_activity_logs: withGroups(logs, groups),
  };
};

/** The day detail of a day known by its id alone (what the group routes answer), or null. */
export const getTrainingDayById = async (db: Queryable, dayId: number): Promise<TrainingDayEditor | null> => {
  const [place] = await db
    .select({ weekId: trainingWeeks.id, programId: trainingWeeks.trainingProgramId })
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(eq(trainingDays.id, dayId));
  return place ? getTrainingDay(db, place.programId, place.weekId, dayId) : null;
};
