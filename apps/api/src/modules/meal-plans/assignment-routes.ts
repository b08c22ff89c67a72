import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mealPlanAssignmentMessages,
  mealPlanAssignmentResultSchema,
  mealPlanAssignmentSchema,
  mealPlanMessages,
  successEnvelope,
  userMealPlanSchema,
} from '@coachboard/contract';
import { foundOr, invalidField, notFound } from '../../lib/errors.js';
import { errorResponses, idParams, idParamsOf } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { todayUtc } from '../assignments/public.js';
import { findMealPlanSummary, lockMealPlan } from './meal-plans-repository.js';
import { MEAL_PLAN_TAGS } from './route-schemas.js';
import {
  deleteAssignment,
  findUserMealPlan,
  listPlanAssignments,
  liveAppUserIds,
  planDayIds,
  upsertAssignments,
} from './user-meal-plans-repository.js';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meal-plans/:id/assignments',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.listAssignments',
        summary: 'The users a meal plan is assigned to, with their training and rest days and dates',
        params: idParams,
        response: {
          200: successEnvelope(z.array(userMealPlanSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      foundOr(await findMealPlanSummary(request.db, request.params.id), mealPlanMessages.notFound);
      return { success: true as const, data: await listPlanAssignments(request.db, request.params.id) };
    },
  );

  app.post(
    '/meal-plans/:id/assignments',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.assign',
        summary: 'Assign a meal plan to one or many users (from the users list\u2019s selection)',
        description:
          'Each user gets the plan from starts_on (default today, UTC) to ends_on (open when absent), replacing ' +
          'the plan they had. Their training dates (by their own schedule) take training_day_id, their rest ' +
          'dates rest_day_id: days of this plan, or null for none. 422 for a user who is not a live app user or ' +
          'a day of another plan; nothing is written then. One audit entry names every user.',
        params: idParams,
        body: mealPlanAssignmentSchema,
        response: {
          201: successEnvelope(mealPlanAssignmentResultSchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const tx = requestTransaction(request);
      const planId = request.params.id;
      const body = request.body;
      if (!(await lockMealPlan(tx, planId))) throw notFound(mealPlanMessages.notFound);
      const plan = foundOr(await findMealPlanSummary(tx, planId), mealPlanMessages.notFound);
      const days = await planDayIds(tx, planId);
      for (const field of ['training_day_id', 'rest_day_id'] as const) {
        const dayId = body[field];
        if (dayId !== null && !days.has(dayId))
          throw invalidField(field, mealPlanAssignmentMessages.dayNotInPlan);
      }
      const userIds = [...new Set(body.user_ids)];
      const live = await liveAppUserIds(tx, userIds);
      const missing = userIds.filter((id) => !live.has(id));
      if (missing.length > 0)
        throw invalidField('user_ids', mealPlanAssignmentMessages.usersNotFound(missing));
      const startsOn = body.starts_on ?? todayUtc();
      if (body.ends_on && body.ends_on < startsOn)
        throw invalidField('ends_on', mealPlanAssignmentMessages.endBeforeStart);
      await upsertAssignments(tx, planId, userIds, {
        trainingDayId: body.training_day_id,
        restDayId: body.rest_day_id,
        startsOn,
        endsOn: body.ends_on ?? null,
      });
      await request.audit.record({
        action: 'assign',
        record: { type: 'meal-plan', id: planId, name: plan.name },
        details: {
          user_ids: userIds,
          training_day_id: body.training_day_id,
          rest_day_id: body.rest_day_id,
          starts_on: startsOn,
          ends_on: body.ends_on ?? null,
        },
      });
      reply.code(201);
      return {
        success: true as const,
        message: mealPlanAssignmentMessages.assigned(userIds.length),
        data: { assigned: userIds.length, user_ids: userIds },
      };
    },
  );

  app.delete(
    '/meal-plans/:id/assignments/:userId',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.unassign',
        summary: 'End a user\u2019s assignment to this meal plan',
        params: idParamsOf('id', 'userId'),
        response: {
          200: successEnvelope(z.object({ user_id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { id, userId } = request.params;
      const plan = foundOr(await findMealPlanSummary(tx, id), mealPlanMessages.notFound);
      if (!(await deleteAssignment(tx, id, userId))) throw notFound(mealPlanAssignmentMessages.notAssigned);
      await request.audit.record({
        action: 'unassign',
        record: { type: 'meal-plan', id, name: plan.name },
        details: { user_ids: [userId] },
      });
      return {
        success: true as const,
        message: mealPlanAssignmentMessages.unassigned,
        data: { user_id: userId },
      };
    },
  );

  app.get(
    '/users/:id/meal-plan',
    {
      schema: {
        tags: MEAL_PLAN_TAGS,
        operationId: 'mealPlans.getUserPlan',
        summary: 'A user\u2019s meal plan (null: none)',
        params: idParams,
        response: { 200: successEnvelope(userMealPlanSchema.nullable()), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findUserMealPlan(request.db, request.params.id),
    }),
  );
};
