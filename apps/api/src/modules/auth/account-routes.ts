import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  accountSessionIdParamsSchema,
  accountSessionSchema,
  accountUpdateSchema,
  changePasswordSchema,
  endOtherSessionsResultSchema,
  successEnvelope,
  userSchema,
} from '@coachboard/contract';
import { changedNothing } from '../../lib/records/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { passwordChangedMail } from './account-mail.js';
import { findAccountSecrets, findUserDto, setAccountName, setPasswordHash } from './accounts-repository.js';
import { describeBrowser } from './browsers.js';
import { requireCurrentPassword } from './current-password.js';
import { panelPasswordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './session-revocation.js';
import { listLiveSessions } from './session-service.js';

const ACCOUNT_TAGS = ['auth'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 'My account': the signed-in member's own name, password and sessions. Every panel role may call
 * these; each acts on the caller's account only. A session is ended by setting its revoked_at, which the auth
 * hook reads on every request: its access token is refused at its next request, the caller's keeps working.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/account',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'auth.updateAccount',
        summary: "Change the signed-in member's name",
        description:
          'Only the names sent change; a name sent follows the user rules. Sending none, or the stored ' +
          'names, changes nothing and writes no audit entry.',
        body: accountUpdateSchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const me = request.user!;
      const before = await findAccountSecrets(request.db, me.id);
      const stored = { first_name: before?.firstName ?? null, last_name: before?.lastName ?? null };
      // A name left out keeps the stored one: the form sends only what the member changed.
      const after = { ...stored, ...request.body };
      const changes = Object.fromEntries(
        (['first_name', 'last_name'] as const)
          .filter((field) => after[field] !== stored[field])
          .map((field) => [field, { before: stored[field], after: after[field] }]),
      );
      if (Object.keys(changes).length === 0) {
        changedNothing(request);
      } else {
        await setAccountName(request.db, me.id, after.first_name, after.last_name);
        await request.audit.record({
          action: 'account-update',
          record: {
            type: 'user',
            id: me.id,
            name: [after.first_name, after.last_name].filter(Boolean).join(' '),
          },
          changes,
        });
      }
      const data = (await findUserDto(request.db, me.id))!;
      return { success: true as const, message: accountMessages.updated, data };
    },
  );

  app.post(
    '/account/password',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'auth.changePassword',
        summary: "Change the signed-in member's password",
        description:
          'Needs the current password. The new one follows the panel policy (12 to 128 characters, not a ' +
          'common password). Every other session of the account ends; the calling session keeps working. ' +
          'The account is mailed a notice.',
        body: changePasswordSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const me = request.user!;
      const { current_password: current, password } = request.body;
      const account = await findAccountSecrets(request.db, me.id);
      // Counted on app.db: a refused attempt's count must outlive the request's rolled-back transaction.
      await requireCurrentPassword(
        app.db,
        { email: me.email, passwordHash: account?.passwordHash },
        current,
        'current_password',
      );
      const problem = panelPasswordProblem(password);
      if (problem) throw invalidField('password', problem);

      await setPasswordHash(request.db, me.id, await hashPassword(password));
      const ended = await revokeUserSessions(
        request.db,
        me.id,
        { exceptSessionId: me.sessionId },
        'password_change',
      );
      await request.audit.record({
        action: 'password-change',
        record: { type: 'user', id: me.id, name: me.name },
        changes: { password: { changed: true } },
        details: { sessions_ended: ended.length },
      });
      await app.mailer.queue(passwordChangedMail(me.email, app.config.publicUrl, new Date()), request.log);
      return { success: true as const, message: accountMessages.passwordChanged, data: null };
    },
  );

  app.get(
    '/account/sessions',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'auth.listSessions',
        summary: "The signed-in member's live sessions, last used first",
        description:
          'Each browser or device signed in (not signed out, not expired); `current` marks the caller.',
        response: { 200: successEnvelope(z.array(accountSessionSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const me = request.user!;
      const sessions = await listLiveSessions(app.db, me.id);
      const data = sessions.map((session) => ({
        id: session.id,
        browser: describeBrowser(session.userAgent),
        ip_address: session.ipAddress,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        current: session.id === me.sessionId,
      }));
      return { success: true as const, data };
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'auth.endSession',
        summary: 'Sign out one of the signed-in member’s sessions',
        description: "Its tokens are refused from their next request. Another account's session answers 404.",
        params: accountSessionIdParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const me = request.user!;
      const { id } = request.params;
      const ended = UUID.test(id)
        ? await revokeUserSessions(request.db, me.id, { sessionId: id }, 'ended_by_user')
        : [];
      if (ended.length === 0) throw notFound(accountMessages.sessionNotFound);
      await request.audit.record({
        action: 'session-revoked',
        record: { type: 'session', id: null, name: id },
        details: { reason: 'ended_by_user', user_id: me.id, current: id === me.sessionId },
      });
      return { success: true as const, message: accountMessages.sessionEnded, data: null };
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'auth.endOtherSessions',
        summary: "Sign out every session of the signed-in member's but the calling one",
        response: { 200: successEnvelope(endOtherSessionsResultSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const me = request.user!;
      const ended = await revokeUserSessions(
        request.db,
        me.id,
        { exceptSessionId: me.sessionId },
        'ended_by_user',
      );
      // One entry per ended session, as the log lists session ends; no other session, nothing changed.
      if (ended.length === 0) changedNothing(request);
      for (const id of ended) {
        await request.audit.record({
          action: 'session-revoked',
          record: { type: 'session', id: null, name: id },
          details: { reason: 'ended_by_user', user_id: me.id, others: true },
        });
      }
      return {
        success: true as const,
        message: accountMessages.otherSessionsEnded,
        data: { ended: ended.length },
      };
    },
  );
};
