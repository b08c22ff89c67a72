import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberNutritionTodaySchema,
  memberTodayQuerySchema,
  successEnvelope,
  type MemberMeal,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { nutritionDayOf } from '../nutrition/public.js';
import { todayUtc } from '../programs/public.js';
import { memberIdOf } from './member-id.js';
import { MEMBER_TAGS } from './route-schemas.js';

/**
 * The meals of the member's date from an assigned meal plan. Meal plans fill this in (the plan's training or rest
 * day for the date's profile); until then a member has no meals.
 */
const mealsOn = async (
  _db: Queryable,
  _userId: number,
  _date: string,
  _profile: 'training' | 'rest' | 'none',
): Promise<MemberMeal[]> => [];

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
      const meals = await mealsOn(request.db, userId, date, day.profile);
      return { success: true as const, data: { ...day, meals } };
    },
  );
};
