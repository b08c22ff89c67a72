import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExerciseProgram } from '@coachboard/contract';
import {
  programExercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/** Programs the exercise is assigned to, by name. */
export const programsOfExercise = async (db: Queryable, exerciseId: number): Promise<ExerciseProgram[]> =>
  db
    .select({
      id: trainingPrograms.id,
      name: trainingPrograms.name,
      program_type: trainingPrograms.programType,
      difficulty_level: trainingPrograms.difficultyLevel,
    })
    .from(programExercises)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, programExercises.trainingProgramId))
    .where(eq(programExercises.exerciseId, exerciseId))
    .orderBy(asc(trainingPrograms.name), asc(trainingPrograms.id));

/** Links the exercise to the program; false when it already was. */
export const insertProgramExercise = async (db: Queryable, programId: number, exerciseId: number) => {
  const inserted = await db
    .insert(programExercises)
    .values({ trainingProgramId: programId, exerciseId })
    .onConflictDoNothing()
    .returning({ exerciseId: programExercises.exerciseId });
  return inserted.length > 0;
};

/** Removes the link; false when there was none. */
export const deleteProgramExercise = async (db: Queryable, programId: number, exerciseId: number) => {
  const deleted = await db
    .delete(programExercises)
    .where(
      and(eq(programExercises.trainingProgramId, programId), eq(programExercises.exerciseId, exerciseId)),
    )
    .returning({ exerciseId: programExercises.exerciseId });
  return deleted.length > 0;
};

/** Absolute day numbers (7 x (week - 1) + day) of the program's days that hold the exercise, in order. */
export const programDaysHoldingExercise = async (db: Queryable, programId: number, exerciseId: number) => {
  const rows = await db
    .select({
      number: sql<number>`(7 * (${trainingWeeks.sequenceNumber} - 1) + ${trainingDays.dayOfTheWeek})::int`,
    })
    .from(userExerciseActivityLogs)
    .innerJoin(trainingDays, eq(trainingDays.id, userExerciseActivityLogs.trainingDayId))
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(
      and(
        eq(userExerciseActivityLogs.exerciseId, exerciseId),
        eq(trainingWeeks.trainingProgramId, programId),
      ),
    )
    .orderBy(asc(trainingWeeks.sequenceNumber), asc(trainingDays.dayOfTheWeek));
  return rows.map((row) => row.number);
};
