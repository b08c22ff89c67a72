import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health-routes.js';

/** Liveness and readiness for load balancers and orchestrators. Register with prefix '/api'. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
