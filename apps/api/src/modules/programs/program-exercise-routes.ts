import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exerciseApiMessages, successEnvelope } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { PROGRAM_EXERCISE_TAGS, programExerciseParams } from './route-schemas.js';
import {
  assignExerciseToProgram,
  unassignExerciseFromProgram,
} from './use-cases/program-exercise-assignment.js';

const exerciseRef = successEnvelope(z.object({ id: z.number().int(), name: z.string() }));

export const programExerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:programId/assign-exercise/:exerciseId',
    {
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
      data: await assignExerciseToProgram(app.db, request.params.programId, request.params.exerciseId),
    }),
  );

  app.delete(
    '/training-programs/:programId/unassign-exercise/:exerciseId',
    {
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
      data: await unassignExerciseFromProgram(app.db, request.params.programId, request.params.exerciseId),
    }),
  );
};
