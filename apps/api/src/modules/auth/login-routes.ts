import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  errorEnvelopeSchema,
  loginInputSchema,
  loginResultSchema,
  successEnvelope,
} from '@coachboard/contract';
import { authEvents, logAuthEvent } from './auth-events.js';
import { accountKey, addressKey, authRateLimits, enforceRateLimits } from './auth-rate-limits.js';
import { spendPasswordCheck, verifyPassword } from './passwords.js';
import { createSession } from './session-service.js';
import { isDomainError, unauthorized } from '../../lib/errors.js';
import { refundRateLimit, resetRateLimit } from '../../lib/rate-limiter.js';
import { findActiveUserByEmail, findUserDto } from './accounts-repository.js';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        operationId: 'auth.login',
        summary: 'Sign in',
        description:
          'Any active account can authenticate; every admin route answers 403 to a non-admin, and the panel ' +
          'refuses them. A wrong password and an unknown e-mail get the same answer. Failures are limited per ' +
          'account (5 per 15 min) and per client address (20 per 15 min).',
        security: [],
        body: loginInputSchema,
        response: {
          200: successEnvelope(loginResultSchema),
          401: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { email, password, remember_me: rememberMe } = request.body;
      const perAccount = accountKey('login', email);
      const perAddress = addressKey('login', request.ip);
      await enforceRateLimits(app.db, [
        [perAccount, authRateLimits.loginPerAccount],
        [perAddress, authRateLimits.loginPerAddress],
      ]).catch((error: unknown) => {
        if (isDomainError(error) && error.code === 'too_many_requests') {
          logAuthEvent(request.log, authEvents.signInFailed, { email, reason: 'rate_limited' });
        }
        throw error;
      });

      const user = await findActiveUserByEmail(app.db, email);
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
      if (!user?.passwordHash) await spendPasswordCheck(password);
      if (!user || !valid) {
        logAuthEvent(request.log, authEvents.signInFailed, {
          email,
          reason: user ? 'wrong_password' : 'unknown_account',
        });
        throw unauthorized(authMessages.invalidCredentials);
      }

      await Promise.all([resetRateLimit(app.db, perAccount), refundRateLimit(app.db, perAddress)]);
      const pair = await createSession(app.db, app.authKeys, user, rememberMe);
      logAuthEvent(request.log, authEvents.signInSucceeded, {
        email: user.email,
        userId: user.id,
        sessionId: pair.sessionId,
        rememberMe,
      });
      const dto = await findUserDto(app.db, user.id);
      return {
        success: true as const,
        message: 'Signed in',
        data: { ...dto!, token: pair.token, refresh_token: pair.refresh_token },
      };
    },
  );
};
