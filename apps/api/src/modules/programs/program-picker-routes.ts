import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paginate,
  PROGRAM_PICKER_PAGE_SIZE,
  programPickerPageSchema,
  programPickerQuerySchema,
  successEnvelope,
} from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { listPrograms } from './programs-repository.js';

/**
 * `GET /training-programs/search`: the program picker on the user screens (spec part 2 section 7). A
 * programs route, kept with the users area that uses it.
 */
export const programPickerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-programs/search',
    {
      schema: {
        tags: ['training-programs'],
        operationId: 'programs.searchForPicker',
        summary: 'Programs whose name contains `search` (case-insensitive), newest first, 60 a page',
        querystring: programPickerQuerySchema,
        response: { 200: successEnvelope(programPickerPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const { items, total } = await listPrograms(request.db, { search }, page, PROGRAM_PICKER_PAGE_SIZE);
      const numbers = paginate(total, page, PROGRAM_PICKER_PAGE_SIZE, { itemCount: items.length });
      return {
        success: true as const,
        data: {
          data: items,
          total,
          current_page: numbers.current_page,
          last_page: numbers.last_page,
          per_page: numbers.per_page,
        },
      };
    },
  );
};
