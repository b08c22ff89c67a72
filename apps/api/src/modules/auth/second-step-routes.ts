import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  loginResultSchema,
  secondStepSchema,
  successEnvelope,
  twoFactorMessages,
} from '@coachboard/contract';
import { unauthorized } from '../../lib/errors.js';
import { refundRateLimit } from '../../lib/rate-limiter.js';
import { authEvents } from './auth-events.js';
import { addressKey, authRateLimits, enforceRateLimits } from './auth-rate-limits.js';
import { completeSignIn } from './complete-sign-in.js';
import { limitAddress } from './login-limits.js';
import { findChallenge, useChallenge } from './sign-in-challenges.js';
import { tooManySecondStepAttempts, twoFactorRouteHelpers } from './two-factor-route-helpers.js';
import { findLiveAccount } from './two-factor-repository.js';
import { checkSecondFactor, unusedRecoveryCodeCount } from './two-factor-service.js';
import { recoveryCodeUsedMail } from './two-factor-mail.js';

/**
 * The second sign-in step after the password, for an account with two-factor sign-in on. Its audit entries are
 * written on their own (auto-commit), so a wrong code's count towards the lock stays even though the request fails.
 */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { record, notify } = twoFactorRouteHelpers(app);

  app.post(
    '/auth/login/second-step',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.verifySecondStep',
        summary: 'Sign in: the second step',
        description:
          'After `POST /auth/login` answered `two_factor_required` with a challenge (valid 5 minutes, single ' +
          'use): the challenge and a code of the authenticator app (`code`: this 30-second step or one either ' +
          'side, never a step already used) or one of the recovery codes (`recovery_code`, single use). ' +
          'Answers what a sign-in answers. Every attempt is counted before it is judged: five wrong codes in a ' +
          'row lock the second step for 15 minutes (429 with Retry-After), however many arrive at once; a ' +
          'correct one clears the count. At most 20 attempts per client address in 15 minutes (a success ' +
          'gives its attempt back; 429). 401 for a wrong code or an expired or used challenge.',
        security: [],
        body: secondStepSchema,
        response: {
          200: successEnvelope(loginResultSchema),
          401: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { challenge: token, code, recovery_code: recoveryCode } = request.body;
      const address = addressKey('second-step', limitAddress(request.ip));
      await enforceRateLimits(app.db, [[address, authRateLimits.secondStepPerAddress]]);
      const challenge = await findChallenge(app.db, token);
      if (!challenge) throw unauthorized(twoFactorMessages.challengeExpired);
      const user = await findLiveAccount(app.db, challenge.userId);
      if (!user?.totpEnabledAt) throw unauthorized(twoFactorMessages.challengeExpired);

      const check = await checkSecondFactor(app, user, code ? { code } : { recoveryCode });
      if (!check.ok) {
        // A locked account's attempts are not judged: counted only in the aggregated refusals (the 429).
        if (check.judged) {
          await record(request, user, authEvents.secondStepFailed, 'second-step-failed', {
            locked: check.locked,
            with: code ? 'code' : 'recovery_code',
          });
        }
        if (check.locked) throw tooManySecondStepAttempts(check);
        throw unauthorized(code ? twoFactorMessages.invalidCode : twoFactorMessages.invalidRecoveryCode);
      }
      if (!(await useChallenge(app.db, token))) throw unauthorized(twoFactorMessages.challengeExpired);

      if (check.via === 'recovery') {
        const left = await unusedRecoveryCodeCount(app, user.id);
        await record(request, user, authEvents.recoveryCodeUsed, 'recovery-code-used', { codes_left: left });
        await notify(request, recoveryCodeUsedMail(user.email, app.config.publicUrl, new Date(), left));
      }
      await refundRateLimit(app.db, address);
      const data = await completeSignIn(app, request, user, challenge.rememberMe);
      return { success: true as const, message: 'Signed in', data };
    },
  );
};
