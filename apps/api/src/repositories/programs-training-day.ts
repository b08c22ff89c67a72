import { and, asc, eq } from 'drizzle-orm';
import { programMessages, type TrainingDayWithLogs } from '@coachboard/contract';
import { notFound } from '../lib/errors.js';
import {
  exercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../db/schema/index.js';
import type { Queryable } from './programs-shared.js';

/** Says which of the three ids does not exist or does not belong to the one before it. */
const explainMissingDay = async (db: Queryable, programId: number, weekId: number) => {
  const [program] = await db
    .select({ id: trainingPrograms.id })
    .from(trainingPrograms)
    .where(eq(trainingPrograms.id, programId));
  if (!program) return notFound(programMessages.notFound);
  const [week] = await db
    .select({ id: trainingWeeks.id })
    .from(trainingWeeks)
    .where(and(eq(trainingWeeks.id, weekId), eq(trainingWeeks.trainingProgramId, programId)));
  if (!week) return notFound(programMessages.weekNotFound);
  return notFound(programMessages.dayNotFound);
};

/** A training day reached through its program and week, with the exercises assigned to it in order. */
export const getTrainingDay = async (
  db: Queryable,
  programId: number,
  weekId: number,
  dayId: number,
): Promise<TrainingDayWithLogs> => {
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
      ),
    );
  if (!day) throw await explainMissingDay(db, programId, weekId);

  const logs = await db
    .select({
      id: userExerciseActivityLogs.id,
      position: userExerciseActivityLogs.position,
      setsData: userExerciseActivityLogs.setsData,
      exerciseId: exercises.id,
      exerciseName: exercises.name,
    })
    .from(userExerciseActivityLogs)
    .innerJoin(exercises, eq(exercises.id, userExerciseActivityLogs.exerciseId))
    .where(eq(userExerciseActivityLogs.trainingDayId, day.id))
    .orderBy(asc(userExerciseActivityLogs.position), asc(userExerciseActivityLogs.id));

  return {
    id: day.id,
    day_of_the_week: day.dayOfTheWeek,
    is_rest_day: day.isRestDay,
    training_week: {
      id: day.weekId,
      sequence_number: day.sequenceNumber,
      training_program_id: day.programId,
    },
    user_exercise_activity_logs: logs.map((log) => ({
      id: log.id,
      position: log.position,
      sets_data: log.setsData,
      exercise: { id: log.exerciseId, name: log.exerciseName },
    })),
  };
};
