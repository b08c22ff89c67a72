import type { FastifyPluginAsync } from 'fastify';
import { acceptRoutes } from './accept-routes.js';
import { directoryRoutes } from './directory-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { memberRoutes } from './member-routes.js';
import { settingsRoutes } from './settings-routes.js';

/**
 * The team: panel accounts with their roles, invitations (a single-use link valid 72 hours, the
 * token stored hashed) and team settings; owners only, except the invitee's two public routes and the directory
 * (names and e-mails the activity log's readers pick an admin from). There is always an active owner: role
 * changes and deactivations check it under one advisory lock. Register with prefix '/api'.
 */
export const teamModule: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(acceptRoutes);
  await app.register(settingsRoutes);
  await app.register(directoryRoutes);
};
