import type { FastifyPluginAsync } from 'fastify';
import { activityLogRoutes } from './activity-log-routes.js';
import { exerciseRoutes } from './exercise-routes.js';
import { programExerciseRoutes } from './program-exercise-routes.js';

/** The exercise library, muscle groups, program assignment and exercises on training days. Prefix '/api'. */
export const exercisesAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(exerciseRoutes);
  await app.register(programExerciseRoutes);
  await app.register(activityLogRoutes);
};
