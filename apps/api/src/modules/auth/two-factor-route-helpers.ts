import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages, twoFactorMessages, type AuditAction } from '@coachboard/contract';
import { conflict, invalidField, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { accountActor, authEvents, recordAuthEvent, type AuthEvent } from './auth-events.js';
import { findLiveAccount } from './two-factor-repository.js';
import { checkSecondFactor, type FactorCheck } from './two-factor-service.js';
import type { MailMessage } from '../../mail/mailer.js';

export type TwoFactorAccount = NonNullable<Awaited<ReturnType<typeof findLiveAccount>>>;

export const tooManySecondStepAttempts = (check: Extract<FactorCheck, { locked: true }>) =>
  tooManyRequests(authMessages.tooManyAttempts, check.retryAfterSeconds);

/**
 * What the two-factor routes share: the signed-in account, their audit entries, their notice mails and the
 * code check that guards turning two-factor off and new recovery codes.
 */
export const twoFactorRouteHelpers = (app: FastifyInstance) => {
  const loadUser = async (id: number) => {
    const row = await findLiveAccount(app.db, id);
    if (!row) throw unauthorized(authMessages.unauthenticated);
    return row;
  };

  const record = async (
    request: FastifyRequest,
    user: TwoFactorAccount,
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
  const requireFactor = async (request: FastifyRequest, user: TwoFactorAccount, code: string) => {
    if (!user.totpEnabledAt) throw conflict(twoFactorMessages.notOn);
    const check = await checkSecondFactor(app, user, { code, recoveryCode: code });
    if (check.ok) return check;
    if (check.judged) {
      await record(request, user, authEvents.secondStepFailed, 'second-step-failed', {
        locked: check.locked,
      });
    }
    if (check.locked) throw tooManySecondStepAttempts(check);
    throw invalidField('code', twoFactorMessages.invalidCode);
  };

  return { loadUser, record, notify, requireFactor };
};
