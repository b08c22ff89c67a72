import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit-routes.js';

/** The audit log: reading entries and reverting updates. Register with prefix '/api'. */
export const auditModule: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes);
};
