import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes } from './search-routes.js';

/** Global search: one box for every kind of record. Register with prefix '/api'. */
export const searchModule: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
};
