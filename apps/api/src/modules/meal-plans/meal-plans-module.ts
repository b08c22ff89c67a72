import type { FastifyPluginAsync } from 'fastify';
import { mealPlanListQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { matchingMealPlanIds } from './meal-plans-repository.js';
import { assignmentRoutes } from './assignment-routes.js';
import { mealPasteRoutes } from './meal-paste-routes.js';
import { mealPlanRoutes } from './meal-plan-routes.js';
import { shoppingListRoutes } from './shopping-list-routes.js';
import { MEAL_PLAN_TAGS } from './route-schemas.js';

/** Meal plans: the library, the day tree with totals, paste a day, assignments and shopping lists. */
export const mealPlansModule: FastifyPluginAsync = async (app) => {
  await app.register(mealPlanRoutes);
  await app.register(mealPasteRoutes);
  await app.register(assignmentRoutes);
  await app.register(shoppingListRoutes);
  await app.register(
    bulkDeleteRoute({
      path: '/meal-plans/bulk-delete',
      operationId: 'mealPlans.bulkDelete',
      type: 'meal-plan',
      tags: MEAL_PLAN_TAGS,
      summary: 'Move many meal plans to the trash at once (ids, or all matching a search)',
      query: mealPlanListQuerySchema,
      resolveAll: (db, query, limit) => matchingMealPlanIds(db, query.searchTerm, limit),
    }),
  );
};
