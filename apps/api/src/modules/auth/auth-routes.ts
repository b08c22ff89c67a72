import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoutes } from './login-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { sessionRoutes } from './session-routes.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};
