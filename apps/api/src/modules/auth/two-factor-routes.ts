import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  authMessages,
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  errorEnvelopeSchema,
  loginResultSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  secondStepSchema,
  startTwoFactorSchema,
  successEnvelope,
  twoFactorMessages,
  twoFactorSetupSchema,
  type AuditAction,
} from '@coachboard/contract';
import { conflict, invalidField, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { refundRateLimit } from '../../lib/rate-limiter.js';
import { accountActor, authEvents, recordAuthEvent, type AuthEvent } from './auth-events.js';
import { addressKey, authRateLimits, enforceRateLimits } from './auth-rate-limits.js';
import { completeSignIn } from './complete-sign-in.js';
import { requireCurrentPassword } from './current-password.js';
import { limitAddress } from './login-limits.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import {
  findLiveAccount,
  storePendingSecret,
  turnOffTwoFactor,
  turnOnTwoFactor,
} from './two-factor-repository.js';
import { sealToken, unsealToken } from './refresh-token-crypto.js';
import { findChallenge, useChallenge } from './sign-in-challenges.js';
import { newTotpSecret, matchTotp, totpUri } from './totp.js';
import { checkSecondFactor, unusedRecoveryCodeCount, type FactorCheck } from './two-factor-service.js';
import { recoveryCodeUsedMail, twoFactorOffMail, twoFactorOnMail } from './two-factor-mail.js';
import type { MailMessage } from '../../mail/mailer.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findLiveAccount>>>;

const tooMany = (check: Extract<FactorCheck, { locked: true }>) =>
  tooManyRequests(authMessages.tooManyAttempts, check.retryAfterSeconds);

/**
 * Two-factor sign-in: set-up with a QR code and a first code, recovery codes, turning it off, and
 * the second sign-in step after the password. Every route writes its own audit entries (auto-commit), so a
 * wrong code's count towards the lock stays even though the request fails.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadUser = async (id: number) => {
    const row = await findLiveAccount(app.db, id);
    if (!row) throw unauthorized(authMessages.unauthenticated);
    return row;
  };

  const record = async (
    request: FastifyRequest,
    user: UserRow,
    event: AuthEvent,
    action: AuditAction,
    details: Record<string, string | number | boolean | null> = {},
  ) => {
    const actor = accountActor(user);
    await recordAuthEvent(
      request,
      event,
      { userId: user.id, ...details },
      { action, actor, record: { type: 'user', id: user.id, name: actor.name }, details },
    );
  };

  /** A notice mail must not fail the change it tells of. */
  const notify = async (request: FastifyRequest, message: MailMessage) => {
    try {
      await app.mailer.queue(message, request.log);
    } catch (error) {
      request.log.error({ err: error }, 'Queueing a two-factor notice failed');
    }
  };

  /** The signed-in account's code (or recovery code) for turning it off or new recovery codes; 422 when wrong. */
  const requireFactor = async (request: FastifyRequest, user: UserRow, code: string) => {
    if (!user.totpEnabledAt) throw conflict(twoFactorMessages.notOn);
    const check = await checkSecondFactor(app, user, { code, recoveryCode: code });
    if (check.ok) return check;
    if (check.judged) {
      await record(request, user, authEvents.secondStepFailed, 'second-step-failed', {
        locked: check.locked,
      });
    }
    if (check.locked) throw tooMany(check);
    throw invalidField('code', twoFactorMessages.invalidCode);
  };

  app.post(
    '/account/two-factor/start',
    {
      // Keeps a pending secret only: nothing changes until confirm, whose entry is 'two-factor-on'.
      config: { audit: { writtenBy: 'none', reason: 'a pending secret only' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.startTwoFactor',
        summary: 'Start setting up two-factor sign-in',
        description:
          'Needs the current password (422 on `password` when wrong; with the password change and turning ' +
          'two-factor off, at most 10 checks per account in 15 minutes, then 429). Makes a new TOTP secret ' +
          '(RFC 6238: SHA-1, 6 digits, 30 s) for the signed-in account, kept sealed until a first code ' +
          'confirms it. Answers the secret (base32), the otpauth URI and the URI as a QR code image, this ' +
          'once. Nothing changes for the sign-in until the set-up is confirmed. 409 when two-factor sign-in ' +
          'is already on.',
        body: startTwoFactorSchema,
        response: {
          200: successEnvelope(twoFactorSetupSchema),
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request.user!.id);
      if (user.totpEnabledAt) throw conflict(twoFactorMessages.alreadyOn);
      await requireCurrentPassword(app.db, user, request.body.password, 'password');
      const secret = newTotpSecret();
      const { totpSeal } = await app.dataKeys.get();
      await storePendingSecret(app.db, user.id, sealToken(totpSeal, secret));
      const uri = totpUri(secret, user.email);
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return {
        success: true as const,
        message: twoFactorMessages.started,
        data: { secret, otpauth_uri: uri, qr_code: qrCode },
      };
    },
  );

  app.post(
    '/account/two-factor/confirm',
    {
      config: { audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.confirmTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code',
        description:
          'A correct code of the secret from `start` turns two-factor sign-in on and answers ten single-use ' +
          'recovery codes, this once (stored hashed). Every other session of the account ends (the calling ' +
          'one keeps working). 422 for a wrong code; 409 when nothing was started. A mail tells the account.',
        body: confirmTwoFactorSchema,
        response: {
          200: successEnvelope(recoveryCodesSchema),
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request.user!.id);
      if (user.totpEnabledAt) throw conflict(twoFactorMessages.alreadyOn);
      if (!user.totpPendingSecretSealed) throw conflict(twoFactorMessages.notStarted);
      const keys = await app.dataKeys.get();
      const secret = unsealToken(keys.totpSeal, user.totpPendingSecretSealed);
      if (!secret) throw conflict(twoFactorMessages.notStarted);
      const step = await matchTotp(secret, request.body.code, null);
      if (step === null) throw invalidField('code', twoFactorMessages.invalidCode);

      const turnedOn = await turnOnTwoFactor(app.db, keys.recoveryCode, user, step, request.user!.sessionId);
      if (!turnedOn) throw conflict(twoFactorMessages.alreadyOn);
      await record(request, user, authEvents.twoFactorOn, 'two-factor-on', {
        sessions_ended: turnedOn.sessionsEnded,
      });
      await notify(request, twoFactorOnMail(user.email, app.config.publicUrl, new Date()));
      return {
        success: true as const,
        message: twoFactorMessages.turnedOn,
        data: { recovery_codes: turnedOn.recoveryCodes },
      };
    },
  );

  app.post(
    '/account/two-factor/disable',
    {
      config: { audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.disableTwoFactor',
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs the current password (422 on `password` when wrong; counted with the password change and ' +
          'the set-up, 10 per account in 15 minutes, then 429) and a current code (or one of the recovery ' +
          'codes) in `code`. Clears the secret and the recovery codes. Wrong codes count towards the ' +
          'second-step lock (429). A mail tells the account.',
        body: disableTwoFactorSchema,
        response: {
          200: successEnvelope(z.null()),
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request.user!.id);
      if (!user.totpEnabledAt) throw conflict(twoFactorMessages.notOn);
      await requireCurrentPassword(app.db, user, request.body.password, 'password');
      await requireFactor(request, user, request.body.code);
      await turnOffTwoFactor(app.db, user.id);
      await record(request, user, authEvents.twoFactorOff, 'two-factor-off');
      await notify(request, twoFactorOffMail(user.email, app.config.publicUrl, new Date()));
      return { success: true as const, message: twoFactorMessages.turnedOff, data: null };
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      config: { audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.regenerateRecoveryCodes',
        summary: 'New recovery codes',
        description:
          'Needs a current code (or a recovery code). Answers ten new recovery codes, this once; the old ones ' +
          'stop working.',
        body: regenerateRecoveryCodesSchema,
        response: {
          200: successEnvelope(recoveryCodesSchema),
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request.user!.id);
      await requireFactor(request, user, request.body.code);
      const codes = await replaceRecoveryCodes(app.db, (await app.dataKeys.get()).recoveryCode, user.id);
      await record(request, user, authEvents.recoveryCodesRegenerated, 'recovery-codes-regenerate');
      return {
        success: true as const,
        message: twoFactorMessages.newRecoveryCodes,
        data: { recovery_codes: codes },
      };
    },
  );

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
        if (check.locked) throw tooMany(check);
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
