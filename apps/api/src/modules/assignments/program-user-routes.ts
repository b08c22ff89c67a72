import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignedUserPageSchema,
  assignUserResultSchema,
  assignUserSchema,
  displayName,
  programMessages,
  programUsersQuerySchema,
  successEnvelope,
  userPickerPageSchema,
  userSummarySchema,
} from '@coachboard/contract';
import {
  auditUserOf,
  listAssignedUsers,
  listAvailableUsers,
  userAuditSummary,
  type UserPage,
} from './program-users-repository.js';
import { assignUser, todayUtc, unassignUser } from './use-cases/change-user-assignment.js';
import { params } from '../../lib/records/index.js';
import { foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { PROGRAM_TAGS, programUserParams } from './route-schemas.js';

const userPage = successEnvelope(userPickerPageSchema);

const toPickerPage = (result: UserPage, page: number, perPage: number, requestUrl: string) => {
  const paginator = toPaginator(result.items, result.total, page, perPage, requestUrl, result.hasMore);
  return result.totalIsLowerBound ? { ...paginator, total_is_lower_bound: true as const } : paginator;
};

/** Each assign request's audit details, built from what it did: the user and the assignment made. */
const assignDetails = new WeakMap<object, Record<string, unknown>>();

const userDetails = async (db: Parameters<typeof userAuditSummary>[0], request: { params: unknown }) => ({
  user: await userAuditSummary(db, (request.params as { userId: number }).userId),
});

export const programUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:programId/assign-user/:userId',
    {
      config: {
        audit: {
          action: 'assign',
          record: 'program',
          target: params('programId'),
          details: async (_db, request) => assignDetails.get(request) ?? null,
        },
      },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.assignUser',
        summary: 'Assign an active user to a program, from a start date, linked or as a personal copy',
        description:
          'The body is optional. `start_date` (YYYY-MM-DD) is day 1 of week 1 for the user, today (UTC) by ' +
          'default; `mode` is `linked` (default: the user follows the program itself) or `copy` (the program is ' +
          "duplicated as the user's personal copy, named '{program} · {user}', and the user is assigned to the " +
          'copy). The answer carries the assignment: `program_id` (the copy for mode copy), `start_date`, `mode` ' +
          'and `ends_on`, the first day after the program (start_date + weeks × 7 days). 409 when the user ' +
          'already follows the program, linked or through a copy of it.',
        params: programUserParams,
        body: assignUserSchema,
        response: {
          200: successEnvelope(assignUserResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { programId, userId } = request.params;
      const result = await assignUser(
        requestTransaction(request),
        { db: app.db, storage: app.storage },
        programId,
        userId,
        {
          startDate: request.body.start_date ?? todayUtc(),
          mode: request.body.mode ?? 'linked',
          createdBy: request.user?.id ?? null,
        },
      );
      const { start_date, mode, program_id } = result.assignment;
      const user = auditUserOf(result.user);
      assignDetails.set(request, {
        user,
        start_date,
        mode,
        ...(result.copy ? { personal_copy: result.copy } : {}),
      });
      if (result.copy) {
        await request.audit.record({
          action: 'create',
          record: { type: 'program', id: program_id, name: result.copy.name },
          details: { personal_copy_for: user, template: { id: programId } },
        });
      }
      return {
        success: true as const,
        message: programMessages.assigned(displayName(result.user)),
        data: { ...result.user, assignment: result.assignment },
      };
    },
  );

  app.delete(
    '/training-programs/:programId/unassign-user/:userId',
    {
      config: {
        audit: { action: 'unassign', record: 'program', target: params('programId'), details: userDetails },
      },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.unassignUser',
        summary: 'Remove a user from a program',
        params: programUserParams,
        response: { 200: successEnvelope(userSummarySchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await unassignUser(request.db, request.params.programId, request.params.userId);
      return { success: true as const, message: programMessages.removed(displayName(user)), data: user };
    },
  );

  app.get(
    '/training-programs/:id/available-users',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.listAvailableUsers',
        summary: 'Active users not in the program, newest first; search by first name, last name or e-mail',
        params: idParams,
        querystring: programUsersQuerySchema,
        response: { 200: userPage, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const result = foundOr(
        await listAvailableUsers(request.db, request.params.id, { page, perPage, search }),
        programMessages.notFound,
      );
      return { success: true as const, data: toPickerPage(result, page, perPage, request.url) };
    },
  );

  app.get(
    '/training-programs/:id/assigned-users',
    {
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.listAssignedUsers',
        summary:
          'Active users assigned to the program, in assignment order, each with start_date, mode and ends_on ' +
          '(the first day after the program); search by first name, last name or e-mail',
        params: idParams,
        querystring: programUsersQuerySchema,
        response: {
          200: successEnvelope(assignedUserPageSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const result = foundOr(
        await listAssignedUsers(request.db, request.params.id, { page, perPage, search }),
        programMessages.notFound,
      );
      return {
        success: true as const,
        data: toPaginator(result.items, result.total, page, perPage, request.url, result.hasMore),
      };
    },
  );
};
