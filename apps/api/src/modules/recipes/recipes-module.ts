import type { FastifyPluginAsync } from 'fastify';
import { recipeSearchQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { recipeImageRoutes } from './recipe-image-routes.js';
import { recipeRoutes } from './recipe-routes.js';
import { matchingRecipeIds } from './recipes-repository.js';
import { RECIPE_TAGS } from './route-schemas.js';

/** The recipe library and recipe images. Register with prefix '/api'. */
export const recipesModule: FastifyPluginAsync = async (app) => {
  await app.register(recipeRoutes);
  await app.register(recipeImageRoutes);
  await app.register(
    bulkDeleteRoute({
      path: '/recipes/bulk-delete',
      operationId: 'recipes.bulkDelete',
      type: 'recipe',
      tags: RECIPE_TAGS,
      summary: 'Move many recipes to the trash at once (ids, or all matching a search)',
      query: recipeSearchQuerySchema,
      resolveAll: (db, query, limit) => matchingRecipeIds(db, query.searchTerm, limit),
    }),
  );
};
