import type { FastifyPluginAsync } from 'fastify';
import { profileImageRoutes } from './profile-image-routes.js';
import { userExportRoutes } from './user-export-routes.js';
import { userLifecycleRoutes } from './user-lifecycle-routes.js';
import { usersRoutes } from './users-routes.js';

/**
 * App users: list, create, detail, update, soft delete and restore, their programs,
 * CSV export and profile image. Register with prefix '/api'.
 */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(userExportRoutes);
  await app.register(userLifecycleRoutes);
  await app.register(profileImageRoutes);
};
