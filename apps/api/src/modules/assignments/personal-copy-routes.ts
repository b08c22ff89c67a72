import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalCopiesQuerySchema,
  personalCopyPageSchema,
  programMessages,
  successEnvelope,
} from '@coachboard/contract';
import { notFound } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { listPersonalCopies } from './personal-copies-repository.js';
import { programExists } from '../programs/public.js';
import { PROGRAM_TAGS } from './route-schemas.js';

/** `GET /training-programs/{id}/copies`: a template's personal copies with their users. */
export const personalCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-programs/:id/copies',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.listCopies',
        summary: "The program's live personal copies, newest first, each with its user and start date",
        description:
          'A personal copy is a program of its own made for one user from this one (assign with `mode: copy`). ' +
          "`start_date` and `ends_on` (the first day after the copy) are those of the user's assignment to the " +
          'copy, null when the user was unassigned from it.',
        params: idParams,
        querystring: personalCopiesQuerySchema,
        response: { 200: successEnvelope(personalCopyPageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const [exists, result] = await Promise.all([
        programExists(request.db, request.params.id),
        listPersonalCopies(request.db, request.params.id, { page, perPage }),
      ]);
      if (!exists) throw notFound(programMessages.notFound);
      return {
        success: true as const,
        data: toPaginator(result.items, result.total, page, perPage, request.url),
      };
    },
  );
};
