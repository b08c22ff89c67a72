import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope, userMessages, userSchema, userWithProgramsSchema } from '@coachboard/contract';
import { authEvents, logAuthEvent } from '../auth/public.js';
import { foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { deleteUser } from './use-cases/delete-user.js';
import { restoreUser } from './use-cases/restore-user.js';
import { listUserPrograms } from '../assignments/public.js';
import { findAppUser } from './users-repository.js';
import { USER_TAGS } from './route-schemas.js';

export const userLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/users/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.delete',
        summary: 'Soft-delete a user: deleted_at is set and their sessions end; assignments are kept',
        description:
          'The user stays listed, as Inactive, and is listed in the trash too (restoring there is POST ' +
          '/users/{id}/restore). 409 when the user is already deleted, or when an admin tries to delete ' +
          'their own account; 403 for any other panel account (managed on the Team page), whatever the role.',
        params: idParams,
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      await deleteUser(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        request.params.id,
        request.user?.id,
      );
      logAuthEvent(request.log, authEvents.accountDeleted, {
        userId: request.params.id,
        deletedBy: request.user?.id,
      });
      return { success: true as const, message: userMessages.deleted, data: { id: request.params.id } };
    },
  );

  app.post(
    '/users/:id/restore',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.restore',
        summary: 'Restore a soft-deleted user (deleted_at cleared)',
        description:
          '409 when the user is not deleted, or another active account now uses the e-mail; 403 for a panel ' +
          'account (managed on the Team page), whatever the role.',
        params: idParams,
        response: { 200: successEnvelope(userSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await restoreUser(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        request.params.id,
      );
      return { success: true as const, message: userMessages.restored, data: user };
    },
  );

  app.get(
    '/users/:id/programs',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.listPrograms',
        summary: 'An app user (active or deleted) with the programs assigned to them, latest first',
        description: "A team account (role admin) answers 404 'User not found'.",
        params: idParams,
        response: { 200: successEnvelope(userWithProgramsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const [user, programs] = await Promise.all([
        findAppUser(request.db, request.params.id),
        listUserPrograms(request.db, request.params.id),
      ]);
      return { success: true as const, data: { ...foundOr(user, userMessages.notFound), programs } };
    },
  );
};
