import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programMessages, programVolumeSchema, successEnvelope } from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { getProgramVolume } from './program-volume-repository.js';
import { PROGRAM_TAGS } from './route-schemas.js';

/** The weekly volume of a program (issue 21): hard sets per muscle group and week, and each day's exercise count. */
export const programVolumeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-programs/:id/volume',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.volume',
        summary:
          "Hard sets per muscle group for each week (a set counts 1 for the exercise's target muscle group and 0.5 for each secondary muscle group; exercises in the trash count nothing) and each day's exercise count; 404 for a missing or trashed program",
        params: idParams,
        response: { 200: successEnvelope(programVolumeSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(await getProgramVolume(request.db, request.params.id), programMessages.notFound),
    }),
  );
};
