import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mealPasteMessages,
  mealPasteResultSchema,
  mealPasteSchema,
  successEnvelope,
} from '@coachboard/contract';
import { changedNothing, params } from '../../lib/records/index.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { MEAL_PLAN_TAGS } from './route-schemas.js';
import { pasteDay } from './use-cases/paste-day.js';

export const mealPasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/meal-plans/:id/days/paste',
    {
      config: { audit: { action: 'update', record: 'meal-plan', target: params('id') } },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.pasteDay',
        summary:
          'Paste a day: a written list of meals and recipes with servings becomes a new day of the plan',
        description:
          "One line each: a meal heading ('Breakfast', 'Lunch:') or a recipe with its servings ('2 x Overnight " +
          "oats', 'Chicken rice bowl 1.5', 'Oats x2'; 1 when none). Recipe names match the library's exactly, " +
          'case and spaces aside; `choices` picks a line\u2019s recipe by id (line numbers count every line). ' +
          'Each line answers its status (matched, chosen, unmatched with up to three suggestions, invalid). ' +
          '`dry_run` writes nothing; otherwise the day is added at the end, or 422 and nothing is written while ' +
          'any recipe line is unmatched or unreadable.',
        params: idParams,
        body: mealPasteSchema,
        response: {
          200: successEnvelope(mealPasteResultSchema),
          201: successEnvelope(mealPasteResultSchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const result = await pasteDay(requestTransaction(request), request.params.id, request.body);
      if (request.body.dry_run) {
        changedNothing(request);
        return { success: true as const, data: result };
      }
      reply.code(201);
      return {
        success: true as const,
        message: mealPasteMessages.added(request.body.day_name),
        data: result,
      };
    },
  );
};
