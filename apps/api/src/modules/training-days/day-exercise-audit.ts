import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../lib/db-types.js';
import { lookup } from '../../lib/records/index.js';
import { findExercise } from '../exercises/public.js';
import { findDayExercise } from './day-exercises-repository.js';
import { programOfDay } from './training-day-record.js';

/*
 * How the routes that change the exercises on a day join the audit log: the record is the training day
 * (training-day-record.ts), found from the body or from the activity log in the path; the details name the
 * exercise and the program. A removed log is gone when the details are read, so what it was is kept per request.
 */

interface Place {
  dayId: number;
  exercise: { id: number; name: string };
}

const places = new WeakMap<FastifyRequest, Place>();

const placeOfRequest = async (db: Queryable, request: FastifyRequest) => {
  const known = places.get(request);
  if (known) return known;
  const log = await findDayExercise(db, Number((request.params as { logId: unknown }).logId));
  if (!log) return null;
  const place = {
    dayId: log.trainingDayId,
    exercise: { id: log.exerciseId, name: log.exerciseName },
  };
  places.set(request, place);
  return place;
};

const bodyOf = (request: FastifyRequest) =>
  request.body as { training_day_id: number; exercise_id?: number; is_persistent?: boolean };

/** The day named by the body's training_day_id. */
export const dayOfBody = lookup(async (_db, request) => bodyOf(request).training_day_id);

/** The day of the activity log in the path (:logId). */
export const dayOfLogInPath = lookup(
  async (db, request) => (await placeOfRequest(db, request))?.dayId ?? null,
);

/** The sets of the log in the path, before and after (what a sets change changes). */
export const setsOfLogInPath = async (db: Queryable, request: FastifyRequest) => {
  const log = await findDayExercise(db, Number((request.params as { logId: unknown }).logId));
  return log ? { sets_data: log.setsData } : null;
};

/** Details of an exercise put on a day: which exercise, whether on every such day, and the program. */
export const addedExerciseDetails = async (db: Queryable, request: FastifyRequest) => {
  const body = bodyOf(request);
  const exercise = body.exercise_id === undefined ? null : await findExercise(db, body.exercise_id);
  return {
    exercise: exercise ? { id: exercise.id, name: exercise.name } : null,
    is_persistent: body.is_persistent ?? false,
    program: await programOfDay(db, body.training_day_id),
  };
};

/** Details of a reorder: the program of the day. */
export const reorderDetails = async (db: Queryable, request: FastifyRequest) => ({
  program: await programOfDay(db, bodyOf(request).training_day_id),
});

/** Details of a change to the log in the path: its exercise and the program (kept from before the change). */
export const logDetails = async (db: Queryable, request: FastifyRequest) => {
  const place = places.get(request);
  return place ? { exercise: place.exercise, program: await programOfDay(db, place.dayId) } : null;
};
