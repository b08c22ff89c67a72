import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyTrainingDayListQuerySchema,
  emptyTrainingDayPageSchema,
  successEnvelope,
} from '@coachboard/contract';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { listEmptyTrainingDays } from './empty-days-repository.js';
import { TRAINING_WEEK_TAGS } from './route-schemas.js';

export const emptyDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/training-days/empty',
    {
      schema: {
        tags: TRAINING_WEEK_TAGS,
        operationId: 'trainingDays.listEmpty',
        summary: 'Training days with no exercises, in programs that have users (a dashboard card), 50 a page',
        description:
          'Days that are not rest days, with no day exercise outside the trash, in live programs with at least ' +
          'one active app user assigned; in the order they were made. `day_number` is the day of its week ' +
          '(1..7); `users_count` how many active app users follow the program.',
        querystring: emptyTrainingDayListQuerySchema,
        response: { 200: successEnvelope(emptyTrainingDayPageSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { items, total } = await listEmptyTrainingDays(request.db, page, perPage);
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );
};
