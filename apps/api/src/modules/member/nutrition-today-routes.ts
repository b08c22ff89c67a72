import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberNutritionTodaySchema, memberTodayQuerySchema, successEnvelope } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { mealsForUserOn } from '../meal-plans/public.js';
import { nutritionDayOf } from '../nutrition/public.js';
import { todayUtc } from '../assignments/public.js';
import { memberIdOf } from './member-id.js';
import { MEMBER_TAGS } from './route-schemas.js';

/** `GET /member/nutrition/today`: the member's day profile and targets, as the coach's day answer gives them. */
export const nutritionTodayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/nutrition/today',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.getNutritionToday',
        summary:
          "The member's nutrition for a date: training or rest day by their schedule, the targets, meals",
        description:
          "`date` (YYYY-MM-DD) is the member's local date; without it, today in UTC. `profile`: `training`, " +
          '`rest` or `none` (no program covers the date), as `GET /users/{id}/nutrition/day` answers; ' +
          '`targets` the profile of that kind (null: none, or no targets set); `meals` the meals of an assigned ' +
          'meal plan for that day (empty without one).',
        querystring: memberTodayQuerySchema,
        response: { 200: successEnvelope(memberNutritionTodaySchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const userId = memberIdOf(request);
      const date = request.query.date ?? todayUtc();
      const day = await nutritionDayOf(request.db, userId, date);
      const meals = await mealsForUserOn(request.db, userId, date, day.profile);
      return { success: true as const, data: { ...day, meals } };
    },
  );
};
