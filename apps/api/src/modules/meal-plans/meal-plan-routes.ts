import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mealPlanGetQuerySchema,
  mealPlanInputSchema,
  mealPlanListQuerySchema,
  mealPlanMessages,
  updateMealPlanSchema,
  type MealPlan,
} from '@coachboard/contract';
import { answer, params } from '../../lib/records/index.js';
import { foundOr, notFound } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { refuseUnappliedUpdate } from '../../lib/stale-update.js';
import { moveToTrash } from '../../lib/trash.js';
import type { Queryable } from '../../lib/db-types.js';
import { refuseMissingRecipes } from './check-recipes.js';
import { writePlanDays } from './meal-plan-days-repository.js';
import {
  findMealPlanSummary,
  insertMealPlan,
  listMealPlans,
  updateMealPlanHeader,
} from './meal-plans-repository.js';
import { planTargets } from './plan-targets.js';
import { readPlanDays, withDays } from './plan-tree.js';
import {
  MEAL_PLAN_TAGS,
  deletedMealPlanResponse,
  mealPlanPageResponse,
  mealPlanResponse,
} from './route-schemas.js';

const BODY_DESCRIPTION =
  'name (required), description, days: up to 14 `{ id?, name, meant_for: training|rest|any, meals: [{ name, ' +
  'items: [{ recipe_id, servings }] }] }` in order (up to 10 meals a day, 30 recipes a meal, servings 0.25 to ' +
  '50). A day sent with one of the plan\u2019s day ids keeps it (assignments point at it); days left out are ' +
  'removed. 422 naming recipes not in the library.';

/** A plan with its days' totals, held to the targets asked for (none: totals only). */
export const readMealPlan = async (
  db: Queryable,
  id: number,
  source: { userId?: number | undefined; templateId?: number | undefined } = {},
): Promise<MealPlan | null> => {
  const summary = await findMealPlanSummary(db, id);
  if (!summary) return null;
  const targets = await planTargets(db, source);
  return withDays(summary, await readPlanDays(db, id, targets));
};

export const mealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meal-plans',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.list',
        summary: 'Meal plans, newest first, 15 a page; searchTerm matches a substring of the name',
        querystring: mealPlanListQuerySchema,
        response: { 200: mealPlanPageResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { searchTerm, page, per_page } = request.query;
      const { items, total } = await listMealPlans(request.db, searchTerm, page, per_page);
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/meal-plans/:id',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.get',
        summary: 'A meal plan: its days, meals and recipes with each day\u2019s totals',
        description:
          'With user_id (that user\u2019s targets) or target_template_id (a target template\u2019s), each day ' +
          'answers the profile it is held to (a training day the training profile, a rest day the rest ' +
          'profile, an any day the every-day profile) and off_target: calories outside \u00b15% or protein ' +
          'more than 10 g under. Without either, totals only (target and off_target null).',
        params: idParams,
        querystring: mealPlanGetQuerySchema,
        response: { 200: mealPlanResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(
        await readMealPlan(request.db, request.params.id, {
          userId: request.query.user_id,
          templateId: request.query.target_template_id,
        }),
        mealPlanMessages.notFound,
      ),
    }),
  );

  app.post(
    '/meal-plans',
    {
      config: {
        audit: { action: 'create', record: 'meal-plan', target: answer((data: MealPlan) => data.id) },
      },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.create',
        summary: 'Create a meal plan',
        description: BODY_DESCRIPTION,
        body: mealPlanInputSchema,
        response: { 201: mealPlanResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const db = requestTransaction(request);
      await refuseMissingRecipes(db, request.body.days);
      const id = await insertMealPlan(db, request.body);
      await writePlanDays(
        db,
        id,
        request.body.days.map((day) => ({ ...day, id: undefined })),
      );
      reply.code(201);
      return {
        success: true as const,
        message: mealPlanMessages.created,
        data: foundOr(await readMealPlan(db, id), mealPlanMessages.notFound),
      };
    },
  );

  app.put(
    '/meal-plans/:id',
    {
      config: { audit: { action: 'update', record: 'meal-plan', target: params('id') } },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.update',
        summary: 'Replace a meal plan\u2019s name, description and days (same body as POST)',
        description: `${BODY_DESCRIPTION} expected_updated_at: 409 when the plan changed since it was loaded.`,
        params: idParams,
        body: updateMealPlanSchema,
        response: { 200: mealPlanResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const db = requestTransaction(request);
      const { id } = request.params;
      const expected = request.body.expected_updated_at;
      if (!(await updateMealPlanHeader(db, id, request.body, expected)))
        await refuseUnappliedUpdate(expected, async () => (await findMealPlanSummary(db, id)) !== null, {
          notFound: mealPlanMessages.notFound,
          stale: mealPlanMessages.staleUpdate,
        });
      await refuseMissingRecipes(db, request.body.days);
      await writePlanDays(db, id, request.body.days);
      return {
        success: true as const,
        message: mealPlanMessages.updated,
        data: foundOr(await readMealPlan(db, id), mealPlanMessages.notFound),
      };
    },
  );

  app.post(
    '/meal-plans/:id/duplicate',
    {
      config: {
        audit: {
          action: 'create',
          record: 'meal-plan',
          target: answer((data: MealPlan) => data.id),
          details: async (_db, request) => ({
            duplicated_from: { id: (request.params as { id: number }).id },
          }),
        },
      },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.duplicate',
        summary: "Duplicate a meal plan (days, meals, recipes; no assignments), named 'Copy of {name}'",
        params: idParams,
        response: { 201: mealPlanResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const db = requestTransaction(request);
      const source = foundOr(await readMealPlan(db, request.params.id), mealPlanMessages.notFound);
      const id = await insertMealPlan(db, {
        name: mealPlanMessages.copyName(source.name),
        description: source.description,
      });
      await writePlanDays(
        db,
        id,
        source.days.map((day) => ({
          name: day.name,
          meant_for: day.meant_for,
          meals: day.meals.map((meal) => ({
            name: meal.name,
            items: meal.items.map((item) => ({ recipe_id: item.recipe_id, servings: item.servings })),
          })),
        })),
      );
      reply.code(201);
      return {
        success: true as const,
        message: mealPlanMessages.duplicated,
        data: foundOr(await readMealPlan(db, id), mealPlanMessages.notFound),
      };
    },
  );

  app.delete(
    '/meal-plans/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.delete',
        summary: 'Move a meal plan to the trash',
        description:
          'The plan leaves the list and its users\u2019 dates lose its meals until POST ' +
          '/trash/meal-plan/{id}/restore brings it back as it was, assignments included.',
        params: idParams,
        response: { 200: deletedMealPlanResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { moved } = await moveToTrash(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        'meal-plan',
        [request.params.id],
      );
      if (moved.length === 0) throw notFound(mealPlanMessages.notFound);
      return { success: true as const, message: mealPlanMessages.deleted, data: { id: request.params.id } };
    },
  );
};
