import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamInviteSchema, teamMessages } from '@coachboard/contract';
import { conflict, notFound } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { invitationMail } from './invitation-mail.js';
import {
  findPendingInvitation,
  findPendingInvitationByEmail,
  insertInvitation,
  listPendingInvitations,
  newInvitationToken,
  renewInvitation,
  revokeInvitation,
} from './invitations-repository.js';
import { findAccountByEmail } from './team-repository.js';
import {
  TEAM_TAGS,
  teamInvitationResponse,
  teamInvitationsResponse,
  teamRevokedResponse,
} from './route-schemas.js';

/** Invitations to the team (owners only); the invitee's side is in accept-routes.ts. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/invitations',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.listInvitations',
        summary: 'Pending invitations (not accepted, not revoked) with their expiry, newest first',
        response: { 200: teamInvitationsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listPendingInvitations(request.db) }),
  );

  app.post(
    '/team/invitations',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.invite',
        summary: 'Invites an e-mail to the team with a role: a single-use link valid 72 hours is mailed',
        description:
          '409 when the e-mail belongs to an app user (app users cannot join the team), to a team member, or ' +
          'already has a pending invitation that has not expired (resend it instead); an expired one is ' +
          'replaced. The link carries a random token; only its SHA-256 is stored.',
        body: teamInviteSchema,
        response: { 201: teamInvitationResponse, ...errorResponses(401, 403, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request, reply) => {
      const tx = requestTransaction(request);
      const { email, team_role: teamRole } = request.body;
      const account = await findAccountByEmail(tx, email);
      if (account) {
        throw conflict(account.role === 'admin' ? teamMessages.alreadyMember : teamMessages.appUserEmail, {
          email: [account.role === 'admin' ? teamMessages.alreadyMember : teamMessages.appUserEmail],
        });
      }
      const pending = await findPendingInvitationByEmail(tx, email);
      if (pending && pending.expiresAt.getTime() > Date.now()) {
        throw conflict(teamMessages.alreadyInvited, { email: [teamMessages.alreadyInvited] });
      }
      if (pending) await revokeInvitation(tx, pending.id);
      const { token, tokenHash } = newInvitationToken();
      const inviter = request.user!;
      const invitation = await insertInvitation(tx, { email, teamRole, tokenHash, invitedBy: inviter.id });
      await request.audit.record({
        action: 'invite',
        record: { type: 'invitation', id: invitation.id, name: email },
        details: { email, team_role: teamRole, expires_at: invitation.expires_at },
      });
      await app.mailer.queue(
        invitationMail(email, teamRole, token, app.config.publicUrl, inviter.name),
        request.log,
      );
      reply.code(201);
      return { success: true as const, data: { ...invitation, invited_by: inviter.name } };
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.resendInvitation',
        summary:
          'Mails a pending invitation again with a new link and a new 72 hours; the old link stops working',
        params: idParams,
        response: { 200: teamInvitationResponse, ...errorResponses(401, 403, 404, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const pending = await findPendingInvitation(tx, request.params.id);
      if (!pending) throw notFound(teamMessages.invitationNotFound);
      const { token, tokenHash } = newInvitationToken();
      const invitation = await renewInvitation(tx, pending.id, tokenHash);
      await request.audit.record({
        action: 'invite-resend',
        record: { type: 'invitation', id: pending.id, name: pending.email },
        details: { email: pending.email, team_role: pending.teamRole, expires_at: invitation.expires_at },
      });
      const inviter = request.user!;
      await app.mailer.queue(
        invitationMail(pending.email, pending.teamRole, token, app.config.publicUrl, inviter.name),
        request.log,
      );
      return { success: true as const, data: { ...invitation, invited_by: inviter.name } };
    },
  );

  const revokeHandler = {
    schema: {
      tags: TEAM_TAGS,
      summary: 'Revokes a pending invitation: its link stops working',
      params: idParams,
      response: { 200: teamRevokedResponse, ...errorResponses(401, 403, 404, 422) },
    },
    config: { audit: { writtenBy: 'handler' as const } },
  };
  app.delete(
    '/team/invitations/:id',
    { ...revokeHandler, schema: { ...revokeHandler.schema, operationId: 'team.revokeInvitation' } },
    async (request) => {
      const tx = requestTransaction(request);
      const pending = await findPendingInvitation(tx, request.params.id);
      if (!pending) throw notFound(teamMessages.invitationNotFound);
      await revokeInvitation(tx, pending.id);
      await request.audit.record({
        action: 'invite-revoke',
        record: { type: 'invitation', id: pending.id, name: pending.email },
        details: { email: pending.email, team_role: pending.teamRole },
      });
      return { success: true as const, data: { id: pending.id } };
    },
  );
};
