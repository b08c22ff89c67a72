import type { FastifyPluginAsync } from 'fastify';
import { exerciseBulkDeleteRoutes } from './exercise-bulk-delete-routes.js';
import { exerciseRoutes } from './exercise-routes.js';

/** The exercise library and muscle groups. Register with prefix '/api'. */
export const exercisesModule: FastifyPluginAsync = async (app) => {
  await app.register(exerciseRoutes);
  await app.register(exerciseBulkDeleteRoutes);
};
