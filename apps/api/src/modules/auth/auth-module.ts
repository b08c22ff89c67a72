import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Sign-in, sessions (refresh, logout, /me) and password reset. Prefix '/api'. */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};
