import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamMemberUpdateSchema, teamMessages } from '@coachboard/contract';
import { conflict, foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { revokeAllUserSessions } from '../auth/public.js';
import {
  findTeamMember,
  listTeamMembers,
  lockOwners,
  nameOf,
  otherActiveOwners,
  setDeactivated,
  setTeamRole,
  toTeamMember,
} from './team-repository.js';
import { TEAM_TAGS, teamMemberResponse, teamMembersResponse } from './route-schemas.js';

/** A route acting on one member by id (reactivate, end sessions), answering the member; the handler audits. */
const memberAction = (operationId: string, summary: string) => ({
  schema: {
    tags: TEAM_TAGS,
    operationId,
    summary,
    params: idParams,
    response: { 200: teamMemberResponse, ...errorResponses(401, 403, 404, 422) },
  },
  config: { audit: { writtenBy: 'handler' as const } },
});

/** The panel accounts: list, change role, deactivate, reactivate, end sessions (owners only). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/members',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.listMembers',
        summary:
          'The panel accounts: name, e-mail, team role, two-factor, last sign-in, active or deactivated',
        response: { 200: teamMembersResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listTeamMembers(request.db) }),
  );

  app.patch(
    '/team/members/:id',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.updateMember',
        summary: "Changes a member's team role",
        description:
          'Takes effect on the next request. 409 when it would leave the team without an active owner ' +
          '(checked under a lock, so two concurrent demotions cannot both pass).',
        params: idParams,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { id } = request.params;
      const role = request.body.team_role;
      await lockOwners(tx);
      const member = foundOr(await findTeamMember(tx, id), teamMessages.memberNotFound);
      const before = member.teamRole ?? 'owner';
      if (before !== role) {
        if (before === 'owner' && member.deactivatedAt === null && (await otherActiveOwners(tx, id)) === 0) {
          throw conflict(teamMessages.lastOwner);
        }
        await setTeamRole(tx, id, role);
      }
      await request.audit.record({
        action: 'role-change',
        record: { type: 'team-member', id, name: nameOf(member) },
        changes: before === role ? null : { team_role: { before, after: role } },
      });
      return { success: true as const, data: toTeamMember((await findTeamMember(tx, id))!) };
    },
  );

  app.post(
    '/team/members/:id/deactivate',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.deactivateMember',
        summary: 'Deactivates a member: every session ends at once and sign-in is refused',
        description: '409 when the member is the last active owner.',
        params: idParams,
        response: { 200: teamMemberResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { id } = request.params;
      await lockOwners(tx);
      const member = foundOr(await findTeamMember(tx, id), teamMessages.memberNotFound);
      if (member.deactivatedAt === null) {
        if (member.teamRole === 'owner' && (await otherActiveOwners(tx, id)) === 0) {
          throw conflict(teamMessages.lastOwner);
        }
        await setDeactivated(tx, id, true);
        await revokeAllUserSessions(tx, id, 'user_gone');
      }
      await request.audit.record({
        action: 'deactivate',
        record: { type: 'team-member', id, name: nameOf(member) },
        changes: member.deactivatedAt === null ? { active: { before: true, after: false } } : null,
      });
      return { success: true as const, data: toTeamMember((await findTeamMember(tx, id))!) };
    },
  );

  app.post(
    '/team/members/:id/reactivate',
    memberAction(
      'team.reactivateMember',
      'Gives a deactivated member their account back as it was (they sign in again)',
    ),
    async (request) => {
      const tx = requestTransaction(request);
      const { id } = request.params;
      const member = foundOr(await findTeamMember(tx, id), teamMessages.memberNotFound);
      if (member.deactivatedAt !== null) await setDeactivated(tx, id, false);
      await request.audit.record({
        action: 'reactivate',
        record: { type: 'team-member', id, name: nameOf(member) },
        changes: member.deactivatedAt !== null ? { active: { before: false, after: true } } : null,
      });
      return { success: true as const, data: toTeamMember((await findTeamMember(tx, id))!) };
    },
  );

  app.post(
    '/team/members/:id/sessions/end',
    memberAction(
      'team.endMemberSessions',
      'Ends every session of a member (their next request answers 401; they can sign in again)',
    ),
    async (request) => {
      const tx = requestTransaction(request);
      const { id } = request.params;
      const member = foundOr(await findTeamMember(tx, id), teamMessages.memberNotFound);
      await revokeAllUserSessions(tx, id, 'user_gone');
      await request.audit.record({
        action: 'session-revoked',
        record: { type: 'team-member', id, name: nameOf(member) },
        details: { scope: 'all', by_owner: true },
      });
      return { success: true as const, data: toTeamMember(member) };
    },
  );
};
