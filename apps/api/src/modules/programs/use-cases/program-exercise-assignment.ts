import {
  exerciseApiMessages,
  exerciseMessages,
  exerciseOnProgramDaysMessage,
  programMessages,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, foundOr, notFound } from '../../../lib/errors.js';
import { programExists } from '../programs-repository.js';
import { lockExercise } from '../../exercises/public.js';
import {
  deleteProgramExercise,
  insertProgramExercise,
  programDaysHoldingExercise,
} from '../../exercises/public.js';

/** Lists the exercise under the program ("Assigned To"); 409 when it already is. */
export const assignExerciseToProgram = async (db: Queryable, programId: number, exerciseId: number) =>
  db.transaction(async (tx) => {
    if (!(await programExists(tx, programId))) throw notFound(programMessages.notFound);
    const exercise = foundOr(await lockExercise(tx, exerciseId), exerciseMessages.notFound);
    if (!(await insertProgramExercise(tx, programId, exerciseId)))
      throw conflict(exerciseApiMessages.alreadyInProgram);
    return exercise;
  });

/**
 * Takes the exercise off the program's list. Refused with 409, naming the days, while training days of the
 * program still hold it: an exercise on a day is always listed under its program.
 */
export const unassignExerciseFromProgram = async (db: Queryable, programId: number, exerciseId: number) =>
  db.transaction(async (tx) => {
    if (!(await programExists(tx, programId))) throw notFound(programMessages.notFound);
    const exercise = foundOr(await lockExercise(tx, exerciseId), exerciseMessages.notFound);
    const days = await programDaysHoldingExercise(tx, programId, exerciseId);
    if (days.length > 0) throw conflict(exerciseOnProgramDaysMessage(exercise.name, days));
    if (!(await deleteProgramExercise(tx, programId, exerciseId)))
      throw notFound(exerciseApiMessages.notInProgram);
    return exercise;
  });
