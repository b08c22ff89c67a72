import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programMessages, programVolumeSchema, successEnvelope } from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { getProgramVolume } from './program-volume-repository.js';
import { PROGRAM_TAGS } from './route-schemas.js';

/** The weekly volume of a program: hard sets per muscle group and week, and each day's exercise count. */
export const programVolumeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-programs/:id/volume',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.volume',
        summary: "Hard sets per muscle group for each week and each day's exercise count",
        description:
          "A set counts 1 for each of its exercise's `primary_muscle_groups` and 0.5 for each of its " +
          '`secondary_muscle_groups` (the muscle groups of `GET /muscle-groups`). An exercise with no primary ' +
          'group counts 1 under its `target_muscle_group` instead: in the muscle group of that name when there is ' +
          "one ('chest' counts as Chest), else in a row of its own named '<target> (target muscle)' (e.g. " +
          "'legs (target muscle)'). One row per muscle group: names that differ only by letter case or " +
          'surrounding spaces are one row. Exercises in the trash count nothing. 404 for a missing or trashed ' +
          'program.',
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
