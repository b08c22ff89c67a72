import type { FastifyPluginAsync } from 'fastify';
import { checkInPhotoRoutes } from './check-in-photo-routes.js';
import { checkInRoutes } from './check-in-routes.js';

/** The member's check-ins and their private progress photos (the users module stores them). */
export const checkInsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkInRoutes);
  await app.register(checkInPhotoRoutes);
};
