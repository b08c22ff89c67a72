import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  errorEnvelopeSchema,
  loginAnswerSchema,
  loginInputSchema,
  successEnvelope,
  twoFactorMessages,
  teamMessages,
} from '@coachboard/contract';
import { accountActor, authEvents, logAuthEvent, recordAuthEvent } from './auth-events.js';
import { claimLimitNotice, gateSignIn, recordSignInSuccess, type SignInKeys } from './login-limits.js';
import { signInLimitMail } from './lockout-mail.js';
import { spendPasswordCheck, verifyPassword } from './passwords.js';
import { completeSignIn } from './complete-sign-in.js';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { findActiveUserByEmail } from './accounts-repository.js';
import { openChallenge } from './sign-in-challenges.js';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The account's limit tripped: mail the owner through the job queue, at most once a day, and only when the
   * account exists (the answer is the same either way). A failure here must not fail the sign-in.
   */
  const tellOwner = async (email: string, keys: SignInKeys, log: FastifyBaseLogger) => {
    try {
      const user = await findActiveUserByEmail(app.db, email);
      let mailed = false;
      if (user && (await claimLimitNotice(app.db, keys))) {
        await app.mailer.queue(signInLimitMail(user.email, app.config.publicUrl, new Date()), log);
        mailed = true;
      }
      logAuthEvent(log, authEvents.signInLimitTripped, { email, userId: user?.id ?? null, mailed });
    } catch (error) {
      log.error({ err: error }, 'Queueing the failed sign-ins mail failed');
    }
  };

  app.post(
    '/auth/login',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.login',
        summary: 'Sign in',
        description:
          'Any active account can authenticate; every admin route answers 403 to a non-admin, and the panel ' +
          'refuses them. A wrong password and an unknown e-mail get the same answer. Sign-in limits answer 429 ' +
          'with Retry-After and never lock an account for every address: attempts are limited per account and ' +
          'client address together (5 per 15 min) and per client address (20 per 15 min; IPv6 by /64). Past 5 ' +
          'checked passwords for an account in 15 min, each address gets one attempt for it per 15 min; past ' +
          '20, only addresses the account signed in from in the last 30 days are checked. The owner is told by ' +
          'mail when the account limit trips. For an account with two-factor sign-in, a correct ' +
          'password answers `{ two_factor_required: true, challenge }` and no tokens: the sign-in ends with ' +
          '`POST /auth/login/second-step`.',
        security: [],
        body: loginInputSchema,
        response: {
          200: successEnvelope(loginAnswerSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { email, password, remember_me: rememberMe } = request.body;
      const gate = await gateSignIn(app.db, email, request.ip);
      if (gate.tripped) await tellOwner(email, gate.keys, request.log);
      if (!gate.admitted) {
        // Only the log line: the 429 is counted in the audit log's aggregated refusals (plugins/audit.ts), one
        // row a minute per address however many attempts a flood sends past the limit.
        logAuthEvent(request.log, authEvents.signInFailed, {
          email,
          reason: 'rate_limited',
          limit: gate.limit,
        });
        throw tooManyRequests(authMessages.tooManyAttempts, gate.retryAfterSeconds);
      }

      const user = await findActiveUserByEmail(app.db, email);
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
      if (!user?.passwordHash) await spendPasswordCheck(password);
      if (!user || !valid) {
        const reason = user ? 'wrong_password' : 'unknown_account';
        await recordAuthEvent(
          request,
          authEvents.signInFailed,
          { email, reason },
          {
            action: 'sign-in-failed',
            actor: accountActor({ id: user?.id ?? null, email }),
            record: user ? { type: 'user', id: user.id, name: accountActor(user).name } : null,
            details: { email, reason },
          },
        );
        throw unauthorized(authMessages.invalidCredentials);
      }
      // A deactivated team member who gives the right password is told so with 403 rather than the
      // wrong-password 401: signing in again cannot help them. The auth hook refuses their tokens the same way.
      if (user.deactivatedAt) throw forbidden(teamMessages.deactivatedSignIn);

      await recordSignInSuccess(app.db, gate.keys);
      if (user.totpEnabledAt) {
        const challenge = await openChallenge(app.db, user.id, rememberMe);
        logAuthEvent(request.log, authEvents.secondStepRequired, { email, userId: user.id });
        return {
          success: true as const,
          message: twoFactorMessages.secondStepRequired,
          data: { two_factor_required: true as const, challenge },
        };
      }
      const data = await completeSignIn(app, request, user, rememberMe);
      return { success: true as const, message: 'Signed in', data };
    },
  );
};
