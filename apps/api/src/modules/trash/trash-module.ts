import type { FastifyPluginAsync } from 'fastify';
import { trashRoutes } from './trash-routes.js';

/** The trash: list, restore, purge, batch restore (the Undo) and its settings. Register with prefix '/api'. */
export const trashModule: FastifyPluginAsync = async (app) => {
  await app.register(trashRoutes);
};
