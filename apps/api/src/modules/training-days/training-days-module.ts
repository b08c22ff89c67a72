import type { FastifyPluginAsync } from 'fastify';
import { activityLogRoutes } from './activity-log-routes.js';
import { trainingWeekRoutes } from './training-week-routes.js';

/** A program's weeks and days, and the exercises on a day with their sets. Register with prefix '/api'. */
export const trainingDaysModule: FastifyPluginAsync = async (app) => {
  await app.register(trainingWeekRoutes);
  await app.register(activityLogRoutes);
};
