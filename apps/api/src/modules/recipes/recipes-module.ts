import type { FastifyPluginAsync } from 'fastify';
import { recipeImageRoutes } from './recipe-image-routes.js';
import { recipeRoutes } from './recipe-routes.js';

/** The recipe library and recipe images. Register with prefix '/api'. */
export const recipesModule: FastifyPluginAsync = async (app) => {
  await app.register(recipeRoutes);
  await app.register(recipeImageRoutes);
};
