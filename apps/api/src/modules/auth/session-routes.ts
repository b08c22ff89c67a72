import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  errorEnvelopeSchema,
  successEnvelope,
  tokenPairSchema,
  userSchema,
} from '@coachboard/contract';
import { bearerToken, verifyWithAuthKeys } from './access-tokens.js';
import { accountActor, authEvents, recordAuthEvent } from './auth-events.js';
import { refreshSession } from './refresh-session.js';
import { revokeSession } from './session-revocation.js';
import { findSessionIdByRefreshToken } from './session-service.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { findUserDto } from './accounts-repository.js';

const bearerHeader = z.object({ authorization: z.string().optional() });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/refresh',
    {
      // A rotation every 15 minutes per device would be most of the log and says nothing the sign-in did not;
      // a reused token's revocation is recorded.
      config: { public: true, audit: { writtenBy: 'none', reason: 'token rotation' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.refresh',
        summary: 'Exchange a refresh token for a new pair',
        description:
          'Bearer = the refresh token; no body. Tokens rotate on every call. Reusing a rotated token revokes ' +
          'the session, except the immediate parent within 10 s, which answers the current pair.',
        security: [{ bearerAuth: [] }],
        headers: bearerHeader,
        response: { 200: successEnvelope(tokenPairSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(authMessages.invalidRefreshToken);
      const outcome = await refreshSession(app.db, app.authKeys, token);
      if (!outcome.ok) {
        if (outcome.reason === 'reuse') {
          const { userId, sessionId } = outcome;
          const account = await findUserDto(app.db, userId);
          const actor = account
            ? accountActor({ ...account, firstName: account.first_name, lastName: account.last_name })
            : null;
          await recordAuthEvent(
            request,
            authEvents.refreshTokenReuse,
            { userId, sessionId },
            {
              action: 'session-revoked',
              actor,
              record: { type: 'session', id: null, name: sessionId },
              details: { reason: 'refresh_token_reuse', user_id: userId },
            },
          );
        } else request.log.info({ reason: outcome.reason }, 'Refresh refused');
        throw unauthorized(authMessages.invalidRefreshToken);
      }
      return { success: true as const, data: outcome.pair };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        operationId: 'auth.getCurrentUser',
        summary: 'The signed-in admin',
        response: { 200: successEnvelope(userSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await findUserDto(app.db, request.user!.id);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: user };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true, audit: { writtenBy: 'events' } },
      schema: {
        tags: ['auth'],
        operationId: 'auth.logout',
        summary: 'Sign out: revokes the session',
        description:
          'Bearer = the access token or the refresh token of the session (so a client whose access token ' +
          'expired can still end it). Works for any account, admin or not.',
        security: [{ bearerAuth: [] }],
        headers: bearerHeader,
        response: { 200: successEnvelope(z.null()), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(authMessages.unauthenticated);
      const claims = verifyWithAuthKeys(app.authKeys, token);
      const sessionId = claims?.sessionId ?? (await findSessionIdByRefreshToken(app.db, token));
      if (!sessionId) throw unauthorized(authMessages.unauthenticated);
      await revokeSession(app.db, sessionId, 'logout');
      const account = claims ? await findUserDto(app.db, claims.userId) : undefined;
      await recordAuthEvent(
        request,
        authEvents.signedOut,
        { userId: claims?.userId, sessionId },
        {
          action: 'sign-out',
          actor: account
            ? accountActor({ ...account, firstName: account.first_name, lastName: account.last_name })
            : null,
          record: { type: 'session', id: null, name: sessionId },
        },
      );
      return { success: true as const, message: authMessages.loggedOut, data: null };
    },
  );
};
