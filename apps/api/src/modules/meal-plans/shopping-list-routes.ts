import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  planShoppingListQuerySchema,
  shoppingListSchema,
  successEnvelope,
  userShoppingListQuerySchema,
  type ShoppingList,
} from '@coachboard/contract';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { MEAL_PLAN_TAGS } from './route-schemas.js';
import { shoppingListCsv, shoppingListFileName } from './shopping-list/shopping-list-csv.js';
import { planShoppingList, userShoppingList } from './shopping-list/plan-shopping-list.js';

const CSV_DESCRIPTION =
  'format=csv (or Accept: text/csv) answers the list as a CSV file: ingredient, amount, unit, note, from.';

const wantsCsv = (request: FastifyRequest, format: 'json' | 'csv' | undefined) =>
  format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));

/** The list as JSON, or as a CSV download. */
const answer = (
  request: FastifyRequest,
  reply: FastifyReply,
  list: ShoppingList,
  format: 'json' | 'csv' | undefined,
) => {
  if (!wantsCsv(request, format)) return { success: true as const, data: list };
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${shoppingListFileName(list.title)}"`)
    .header('cache-control', 'no-store')
    .send(shoppingListCsv(list));
};

export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meal-plans/:id/shopping-list',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.shoppingList',
        summary: 'A meal plan\u2019s shopping list: every ingredient of its recipes added up',
        description:
          'days: day ids, comma-separated (a day named twice counts twice; all days once when absent); ' +
          'servings_factor multiplies every serving (default 1). Amounts in one dimension are converted and ' +
          'added (200 g + 0.3 kg = 500 g); an ingredient written in units that do not convert (1 cup and 50 g) ' +
          'keeps one line per dimension, flagged not_added; an amount without a number is kept as written ' +
          `(unreadable). Names are matched after case, plural and spaces. ${CSV_DESCRIPTION}`,
        produces: ['application/json', 'text/csv'],
        params: idParams,
        querystring: planShoppingListQuerySchema,
        response: { 200: successEnvelope(shoppingListSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { days, servings_factor: factor, format } = request.query;
      const list = await planShoppingList(request.db, request.params.id, { days, factor });
      return answer(request, reply, list, format);
    },
  );

  app.get(
    '/users/:id/shopping-list',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.userShoppingList',
        summary: 'A user\u2019s shopping list over a date range, from their meal plan and their schedule',
        description:
          'from and to (YYYY-MM-DD, at most 62 days): each date takes the plan day its profile gives (training ' +
          'or rest, by the user\u2019s own schedule), within the plan\u2019s dates; the list adds those days ' +
          `up as the plan\u2019s list does. Empty without a meal plan. ${CSV_DESCRIPTION}`,
        produces: ['application/json', 'text/csv'],
        params: idParams,
        querystring: userShoppingListQuerySchema,
        response: { 200: successEnvelope(shoppingListSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const list = await userShoppingList(request.db, request.params.id, { from, to });
      return answer(request, reply, list, format);
    },
  );
};
