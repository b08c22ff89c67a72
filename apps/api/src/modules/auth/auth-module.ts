import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes.js';
import { loginRoutes } from './login-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { secondStepRoutes } from './second-step-routes.js';
import { sessionRoutes } from './session-routes.js';
import { twoFactorRoutes } from './two-factor-routes.js';

/** Sign-in (with its second step), sessions (refresh, logout, /me, the account's sessions), the account and password reset. Prefix '/api'. */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(twoFactorRoutes);
  await app.register(secondStepRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
};
