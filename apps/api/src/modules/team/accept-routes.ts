import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationSchema, invitationTokenQuerySchema, teamMessages } from '@coachboard/contract';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { hashPassword, panelPasswordProblem } from '../auth/public.js';
import { findUsableInvitationByToken, markInvitationAccepted } from './invitations-repository.js';
import { findAccountByEmail, insertTeamMember } from './team-repository.js';
import { invitationAcceptedResponse, invitationPreviewResponse, TEAM_TAGS } from './route-schemas.js';

/**
 * The invitee's side (public: the link's token is the proof): read the invitation, then join with a name and
 * a password. An unknown, expired, revoked or used token answers the same 404. The new account then signs in
 * through the ordinary sign-in.
 */
export const acceptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/invitations/accept',
    {
      config: { public: true },
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.getInvitation',
        summary: 'What an invitation link invites to: the e-mail and the role',
        description: `404 '${teamMessages.invitationGone}' for an unknown, expired, revoked or used link.`,
        security: [],
        querystring: invitationTokenQuerySchema,
        response: { 200: invitationPreviewResponse, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const invitation = await findUsableInvitationByToken(request.db, request.query.token);
      if (!invitation) throw notFound(teamMessages.invitationGone);
      return {
        success: true as const,
        data: {
          email: invitation.email,
          team_role: invitation.teamRole,
          expires_at: invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/team/invitations/accept',
    {
      config: { public: true, audit: { writtenBy: 'handler' } },
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.acceptInvitation',
        summary: 'Joins the team: creates the panel account with the invited role, name and password',
        description:
          `404 '${teamMessages.invitationGone}' for an unknown, expired, revoked or used link (a link works ` +
          'once). 422 on password when it is shorter than 12 characters or a common password. Then sign in.',
        security: [],
        body: acceptInvitationSchema,
        response: { 201: invitationAcceptedResponse, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const tx = requestTransaction(request);
      const { token, first_name: firstName, last_name: lastName, password } = request.body;
      const invitation = await findUsableInvitationByToken(tx, token, true);
      if (!invitation) throw notFound(teamMessages.invitationGone);
      const problem = panelPasswordProblem(password);
      if (problem) throw invalidField('password', problem);
      const account = await findAccountByEmail(tx, invitation.email);
      if (account) {
        throw conflict(account.role === 'admin' ? teamMessages.alreadyMember : teamMessages.appUserEmail);
      }
      const user = await insertTeamMember(tx, {
        email: invitation.email,
        firstName,
        lastName,
        teamRole: invitation.teamRole,
        passwordHash: await hashPassword(password),
      });
      await markInvitationAccepted(tx, invitation.id, user.id);
      const name = `${firstName} ${lastName}`;
      await request.audit.record({
        action: 'invite-accept',
        actor: { id: user.id, name, email: invitation.email },
        record: { type: 'team-member', id: user.id, name },
        details: { invitation_id: invitation.id, email: invitation.email, team_role: invitation.teamRole },
      });
      reply.code(201);
      return {
        success: true as const,
        message: teamMessages.joined,
        data: { email: invitation.email, team_role: invitation.teamRole },
      };
    },
  );
};
