import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseApiMessages, successEnvelope } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { params } from '../../lib/records/index.js';
import { findExercise } from '../exercises/public.js';
import { PROGRAM_EXERCISE_TAGS, programExerciseParams } from './route-schemas.js';
import {
  assignExerciseToProgram,
  unassignExerciseFromProgram,
} from './use-cases/program-exercise-assignment.js';

const exerciseRef = successEnvelope(z.object({ id: z.number().int(), name: z.string() }));

/** The exercise an assign or unassign names in its entry (the program is the entry's record). */
const exerciseDetails = async (db: Queryable, request: { params: unknown }) => {
  const exercise = await findExercise(db, (request.params as { exerciseId: number }).exerciseId);
  return { exercise: exercise ? { id: exercise.id, name: exercise.name } : null };
};

export const programExerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:programId/assign-exercise/:exerciseId',
    {
      config: {
        audit: { action: 'assign', record: 'program', target: params('programId'), details: exerciseDetails },
      },
      schema: {
        tags: PROGRAM_EXERCISE_TAGS,
        operationId: 'programs.assignExercise',
        summary: "List an exercise under a program (its 'Assigned To'); 409 when it already is",
        params: programExerciseParams,
        response: { 200: exerciseRef, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: exerciseApiMessages.programAssigned,
      data: await assignExerciseToProgram(request.db, request.params.programId, request.params.exerciseId),
    }),
  );

  app.delete(
    '/training-programs/:programId/unassign-exercise/:exerciseId',
    {
      config: {
        audit: {
          action: 'unassign',
          record: 'program',
          target: params('programId'),
          details: exerciseDetails,
        },
      },
      schema: {
        tags: PROGRAM_EXERCISE_TAGS,
        operationId: 'programs.unassignExercise',
        summary:
          "Take an exercise off a program's list. 409, naming the days, while training days of the program hold it (remove it from those days first); 404 when it is not listed.",
        params: programExerciseParams,
        response: { 200: exerciseRef, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: exerciseApiMessages.programUnassigned,
      data: await unassignExerciseFromProgram(
        request.db,
        request.params.programId,
        request.params.exerciseId,
      ),
    }),
  );
};
