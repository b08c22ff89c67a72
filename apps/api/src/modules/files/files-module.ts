import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes } from './file-routes.js';

/**
 * Stored files of every area. Uploads live with their owner's module; deleting is
 * generic because every owner lets go of a file through its foreign key. Register with prefix '/api'.
 */
export const filesModule: FastifyPluginAsync = async (app) => {
  await app.register(fileRoutes);
};
