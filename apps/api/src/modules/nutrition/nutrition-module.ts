import type { FastifyPluginAsync } from 'fastify';
import { nutritionTemplateListQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { nutritionTemplateRoutes } from './nutrition-template-routes.js';
import { matchingTemplateIds } from './nutrition-templates-repository.js';
import { NUTRITION_TAGS } from './route-schemas.js';
import { userNutritionRoutes } from './user-nutrition-routes.js';

/**
 * A user's nutrition targets and the day's profile by their own schedule (`/users/{id}/nutrition`), and the
 * target templates library (`/nutrition-templates`). Register with prefix '/api'.
 */
export const nutritionModule: FastifyPluginAsync = async (app) => {
  await app.register(userNutritionRoutes);
  await app.register(nutritionTemplateRoutes);
  await app.register(
    bulkDeleteRoute({
      path: '/nutrition-templates/bulk-delete',
      operationId: 'nutrition.bulkDeleteTemplates',
      type: 'nutrition-template',
      tags: NUTRITION_TAGS,
      summary: 'Move many target templates to the trash at once (ids, or all matching a search)',
      query: nutritionTemplateListQuerySchema,
      resolveAll: (db, query, limit) => matchingTemplateIds(db, query.searchTerm, limit),
    }),
  );
};
