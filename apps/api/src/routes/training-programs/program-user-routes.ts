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
  assignUser,
  listAssignedUsers,
  listAvailableUsers,
  unassignUser,
  type UserPage,
} from '../../repositories/programs-users.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, PROGRAM_TAGS, programIdParams, programUserParams } from './route-schemas.js';

const userPage = successEnvelope(userPickerPageSchema);

const toPickerPage = (result: UserPage, page: number, perPage: number, requestUrl: string) => ({
  ...toPaginator(result.items, result.total, page, perPage, requestUrl, result.hasMore),
  total_is_estimate: result.totalIsEstimate,
});

export const programUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:programId/assign-user/:userId',
    {
      schema: {
        tags: PROGRAM_TAGS,
        summary: 'Assign an active user to a program',
        params: programUserParams,
        response: { 200: successEnvelope(userSummarySchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await assignUser(app.db, request.params.programId, request.params.userId);
      return { success: true as const, message: programMessages.assigned(displayName(user)), data: user };
    },
  );

  app.delete(
    '/training-programs/:programId/unassign-user/:userId',
    {
      schema: {
        tags: PROGRAM_TAGS,
        summary: 'Remove a user from a program',
        params: programUserParams,
        response: { 200: successEnvelope(userSummarySchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await unassignUser(app.db, request.params.programId, request.params.userId);
      return { success: true as const, message: programMessages.removed(displayName(user)), data: user };
    },
  );

  app.get(
    '/training-programs/:id/available-users',
    {
      schema: {
        tags: PROGRAM_TAGS,
        summary: 'Active users not in the program, newest first; search by first name, last name or e-mail',
        params: programIdParams,
        querystring: programUsersQuerySchema,
        response: { 200: userPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const result = await listAvailableUsers(app.db, request.params.id, { page, perPage, search });
      return { success: true as const, data: toPickerPage(result, page, perPage, request.url) };
    },
  );

  app.get(
    '/training-programs/:id/assigned-users',
    {
      schema: {
        tags: PROGRAM_TAGS,
        summary:
          'Active users in the program, in assignment order; search by first name, last name or e-mail',
        params: programIdParams,
        querystring: programUsersQuerySchema,
        response: { 200: userPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const result = await listAssignedUsers(app.db, request.params.id, { page, perPage, search });
      return { success: true as const, data: toPickerPage(result, page, perPage, request.url) };
    },
  );
};
