import type { FastifyPluginAsync } from 'fastify';
import { checkInsRoutes } from './check-ins/check-ins-routes.js';
import { nutritionTodayRoutes } from './nutrition-today-routes.js';
import { reportPostRoutes } from './post-reports/report-post-routes.js';
import { sessionEditRoutes } from './session-edit-routes.js';
import { sessionRoutes } from './session-routes.js';
import { todayRoutes } from './today-routes.js';

/**
 * The app's own API (`/api/member/*`): the signed-in app user's day, schedule and logged workouts, their own
 * data only. The auth hook admits app users alone here (plugins/route-table.ts routeAccessOf).
 */
export const memberModule: FastifyPluginAsync = async (app) => {
  await app.register(todayRoutes);
  await app.register(nutritionTodayRoutes);
  await app.register(checkInsRoutes);
  await app.register(reportPostRoutes);
  await app.register(sessionRoutes);
  await app.register(sessionEditRoutes);
};
