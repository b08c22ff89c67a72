import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  startTwoFactorSchema,
  successEnvelope,
  twoFactorMessages,
  twoFactorSetupSchema,
} from '@coachboard/contract';
import { conflict, invalidField } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { authEvents } from './auth-events.js';
import { requireCurrentPassword } from './current-password.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { storePendingSecret, turnOffTwoFactor, turnOnTwoFactor } from './two-factor-repository.js';
import { sealToken, unsealToken } from './refresh-token-crypto.js';
import { newTotpSecret, matchTotp, totpUri } from './totp.js';
import { twoFactorRouteHelpers } from './two-factor-route-helpers.js';
import { twoFactorOffMail, twoFactorOnMail } from './two-factor-mail.js';

/**
 * Two-factor set-up for the signed-in account: a QR code and a first code, recovery codes, turning it off. Every
 * route writes its own audit entries (auto-commit), so a wrong code's count towards the lock stays even though
 * the request fails. The second sign-in step is in second-step-routes.ts.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loadUser, record, notify, requireFactor } = twoFactorRouteHelpers(app);

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
          ...errorResponses(401, 409, 422, 429),
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
          ...errorResponses(401, 409, 422),
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
          ...errorResponses(401, 409, 422, 429),
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
          ...errorResponses(401, 409, 422, 429),
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
};
