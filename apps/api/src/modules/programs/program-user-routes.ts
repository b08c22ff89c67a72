import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  displayName,
  programMessages,
  programUsersQuerySchema,
  successEnvelope,
  userPickerPageSchema,
  userSummarySchema,
} from '@coachboard/contract';
import {
  listAssignedUsers,
  listAvailableUsers,
  userAuditSummary,
  type UserPage,
} from './program-users-repository.js';
import { assignUser, unassignUser } from './use-cases/change-user-assignment.js';
import { params } from '../../plugins/audit.js';
import { foundOr } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { PROGRAM_TAGS, programUserParams } from './route-schemas.js';

const userPage = successEnvelope(userPickerPageSchema);

const toPickerPage = (result: UserPage, page: number, perPage: number, requestUrl: string) => {
  const paginator = toPaginator(result.items, result.total, page, perPage, requestUrl, result.hasMore);
  return result.totalIsLowerBound ? { ...paginator, total_is_lower_bound: true as const } : paginator;
};

const assignments = [
  {
    method: 'POST',
    url: '/training-programs/:programId/assign-user/:userId',
    operationId: 'programs.assignUser',
    summary: 'Assign an active user to a program',
    action: 'assign',
    change: assignUser,
    message: programMessages.assigned,
  },
  {
    method: 'DELETE',
    url: '/training-programs/:programId/unassign-user/:userId',
    operationId: 'programs.unassignUser',
    summary: 'Remove a user from a program',
    action: 'unassign',
    change: unassignUser,
    message: programMessages.removed,
  },
] as const;

const pickers = [
  {
    url: '/training-programs/:id/available-users',
    operationId: 'programs.listAvailableUsers',
    summary: 'Active users not in the program, newest first; search by first name, last name or e-mail',
    list: listAvailableUsers,
  },
  {
    url: '/training-programs/:id/assigned-users',
    operationId: 'programs.listAssignedUsers',
    summary: 'Active users in the program, in assignment order; search by first name, last name or e-mail',
    list: listAssignedUsers,
  },
] as const;

export const programUserRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { method, url, operationId, summary, action, change, message } of assignments) {
    app.route({
      method,
      url,
      config: {
        audit: {
          action,
          record: 'program',
          target: params('programId'),
          details: async (db, request) => ({
            user: await userAuditSummary(db, (request.params as { userId: number }).userId),
          }),
        },
      },
      schema: {
        tags: PROGRAM_TAGS,
        operationId,
        summary,
        params: programUserParams,
        response: { 200: successEnvelope(userSummarySchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const user = await change(request.db, request.params.programId, request.params.userId);
        return { success: true as const, message: message(displayName(user)), data: user };
      },
    });
  }

  for (const { url, operationId, summary, list } of pickers) {
    app.get(
      url,
      {
        schema: {
          tags: PROGRAM_TAGS,
          operationId,
          summary,
          params: idParams,
          querystring: programUsersQuerySchema,
          response: { 200: userPage, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { page, per_page: perPage, search } = request.query;
        const result = foundOr(
          await list(request.db, request.params.id, { page, perPage, search }),
          programMessages.notFound,
        );
        return { success: true as const, data: toPickerPage(result, page, perPage, request.url) };
      },
    );
  }
};
