import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  errorEnvelopeSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  successEnvelope,
  verifyResetCodeSchema,
} from '@coachboard/contract';
import { accountActor, authEvents, recordAuthEvent } from './auth-events.js';
import { accountKey, addressKey, authRateLimits, enforceRateLimits } from './auth-rate-limits.js';
import { issueResetCode } from './reset-codes.js';
import { resetCodeMail } from './reset-code-mail.js';
import { invalidResetCode, resetPassword, verifyResetCode } from './use-cases/reset-password.js';
import { findActiveUserByEmail } from './accounts-repository.js';

const errorResponses = { 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitCodeChecks = (email: string, ip: string) =>
    enforceRateLimits(app.db, [
      [accountKey('reset-code', email), authRateLimits.resetCodePerAccount],
      [addressKey('reset-code', ip), authRateLimits.resetCodePerAddress],
    ]);

  app.post(
    '/auth/request-password-reset',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.requestPasswordReset',
        summary: 'Mail a 6-digit reset code',
        description:
          'Always the same answer. For an existing active account a code is mailed (valid 10 minutes, single ' +
          'use, 5 attempts; at most one mail per minute per account).',
        security: [],
        body: requestPasswordResetSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      const { email } = request.body;
      await enforceRateLimits(app.db, [
        [accountKey('reset-request', email), authRateLimits.resetRequestPerAccount],
        [addressKey('reset-request', request.ip), authRateLimits.resetRequestPerAddress],
      ]);
      const user = await findActiveUserByEmail(app.db, email);
      let mailed = false;
      if (user) {
        const code = await issueResetCode(app.db, app.authKeys.resetCode, user.id);
        // Queued as a job, not sent: waiting for the mail server would tell apart existing accounts.
        if (code) await app.mailer.queue(resetCodeMail(user.email, code, app.config.publicUrl), request.log);
        mailed = code !== null;
      }
      await recordAuthEvent(
        request,
        authEvents.passwordResetRequested,
        { email, userId: user?.id ?? null, mailed },
        {
          action: 'password-reset-request',
          actor: accountActor(user ?? { id: null, email }),
          record: user ? { type: 'user', id: user.id, name: accountActor(user).name } : null,
          details: { email, mailed },
        },
      );
      return { success: true as const, message: authMessages.resetRequestAccepted, data: null };
    },
  );

  app.post(
    '/auth/verify-reset-code',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.verifyResetCode',
        summary: 'Check a reset code without using it',
        security: [],
        body: verifyResetCodeSchema,
        response: { 200: successEnvelope(z.object({ valid: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      await limitCodeChecks(email, request.ip);
      if (!(await verifyResetCode(app.db, app.authKeys.resetCode, email, code))) throw invalidResetCode();
      await request.audit.record({
        action: 'password-reset-verify',
        actor: accountActor({ id: null, email }),
        details: { email },
      });
      return { success: true as const, message: 'Code verified', data: { valid: true as const } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.resetPassword',
        summary: 'Set a new password with a reset code',
        description: 'Uses the code up and ends every session of the account.',
        security: [],
        body: resetPasswordSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await limitCodeChecks(request.body.email, request.ip);
      const userId = await resetPassword(app.db, app.authKeys.resetCode, request.body);
      const { email } = request.body;
      await recordAuthEvent(
        request,
        authEvents.passwordResetDone,
        { email, userId },
        {
          action: 'password-reset',
          actor: accountActor({ id: userId, email }),
          record: { type: 'user', id: userId, name: email },
          changes: { password: { changed: true } },
        },
      );
      return { success: true as const, message: authMessages.passwordResetDone, data: null };
    },
  );
};
