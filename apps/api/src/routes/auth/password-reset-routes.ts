import { eq, sql } from 'drizzle-orm';
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
import { accountKey, addressKey, authRateLimits, enforceRateLimits } from '../../auth/auth-rate-limits.js';
import { hashPassword } from '../../auth/passwords.js';
import { checkResetCode, consumeResetCode, issueResetCode, type CodeCheck } from '../../auth/reset-codes.js';
import { revokeAllUserSessions } from '../../auth/session-service.js';
import { users } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/errors.js';
import { resetCodeMail } from '../../mail/reset-code-mail.js';
import { findActiveUserByEmail } from '../../repositories/users-repository.js';

const invalidCode = () =>
  unprocessable(authMessages.invalidResetCode, { code: [authMessages.invalidResetCode] });

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
      config: { public: true },
      schema: {
        tags: ['auth'],
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
      if (user) {
        const code = await issueResetCode(app.db, app.authKeys.resetCode, user.id);
        // Sent in the background: waiting for the mail server would tell apart existing accounts.
        if (code) app.mailer.queue(resetCodeMail(user.email, code, app.config.publicUrl));
      }
      return { success: true as const, message: authMessages.resetRequestAccepted, data: null };
    },
  );

  app.post(
    '/auth/verify-reset-code',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Check a reset code without using it',
        security: [],
        body: verifyResetCodeSchema,
        response: { 200: successEnvelope(z.object({ valid: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      const { email, code } = request.body;
      await limitCodeChecks(email, request.ip);
      const user = await findActiveUserByEmail(app.db, email);
      const check = user
        ? await checkResetCode(app.db, app.authKeys.resetCode, user.id, code)
        : { ok: false };
      if (!check.ok) throw invalidCode();
      return { success: true as const, message: 'Code verified', data: { valid: true as const } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code',
        description: 'Uses the code up and ends every session of the account.',
        security: [],
        body: resetPasswordSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await limitCodeChecks(email, request.ip);
      const user = await findActiveUserByEmail(app.db, email);
      const check: CodeCheck = user
        ? await checkResetCode(app.db, app.authKeys.resetCode, user.id, code)
        : { ok: false };
      if (!user || !check.ok) throw invalidCode();

      const passwordHash = await hashPassword(password);
      const done = await app.db.transaction(async (tx) => {
        if (!(await consumeResetCode(tx, check.codeId))) return false;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeAllUserSessions(tx, user.id, 'password_reset');
        return true;
      });
      if (!done) throw invalidCode();
      return { success: true as const, message: authMessages.passwordResetDone, data: null };
    },
  );
};
