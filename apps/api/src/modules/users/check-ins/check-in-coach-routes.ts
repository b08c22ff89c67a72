import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_IN_EVERY_WEEKS_MAX,
  checkInScheduleInputSchema,
  checkInScheduleMessages,
  checkInMessages,
  checkInScheduleSchema,
  successEnvelope,
  userMessages,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { todayUtc } from '../../assignments/public.js';
import { params } from '../../../lib/records/index.js';
import { errorResponses, idParams, idParamsOf } from '../../../lib/route-schemas.js';
import { foundOr } from '../../../lib/errors.js';
import { sendPrivateFile } from '../../../lib/send-private-file.js';
import { USER_TAGS } from '../route-schemas.js';
import { refusePanelAccounts } from '../use-cases/refuse-panel-accounts.js';
import { userExists } from '../users-repository.js';
import { findCheckInSchedule, saveCheckInSchedule } from './check-in-schedule-repository.js';
import { findPhotoOfUser } from './check-ins-repository.js';

/**
 * The check-in routes under /users are for app users, as every users write is: a missing or deleted user answers
 * 404, a panel account (managed on the Team page) 403 whatever the caller's role.
 */
export const refuseUnlessAppUser = async (db: Queryable, userId: number) => {
  foundOr((await userExists(db, userId)) || null, userMessages.notFound);
  await refusePanelAccounts(db, [userId]);
};

/**
 * What the panel's coaches and owners do with a user's check-ins: set the cadence, and see the progress photos
 * (moderators may not: a client's body is coaching data, not community). Permission table entries
 * `users.getCheckInSchedule`, `users.updateCheckInSchedule`, `users.getCheckInPhoto`.
 */
export const checkInCoachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/check-in-schedule',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.getCheckInSchedule',
        summary:
          "A user's check-in cadence: a weekday every N weeks, and the next check-in day (all null: none)",
        params: idParams,
        response: { 200: successEnvelope(checkInScheduleSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await refuseUnlessAppUser(request.db, request.params.id);
      return {
        success: true as const,
        data: await findCheckInSchedule(request.db, request.params.id, todayUtc()),
      };
    },
  );

  app.put(
    '/users/:id/check-in-schedule',
    {
      // A panel account is refused whatever the body says, as on every users write: before the body is checked.
      preValidation: async (request) => {
        const id = Number((request.params as { id?: unknown }).id);
        if (Number.isSafeInteger(id) && id > 0) await refuseUnlessAppUser(app.db, id);
      },
      config: {
        audit: {
          action: 'update',
          record: 'user',
          target: params('id'),
          // The cadence is not a field of the user: said in details, so the entry offers no revert of it.
          details: async (db, request) => ({
            check_in_schedule: await findCheckInSchedule(
              db,
              Number((request.params as { id: unknown }).id),
              todayUtc(),
            ),
          }),
        },
      },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.updateCheckInSchedule',
        summary: "Set a user's check-in cadence: a weekday and every N weeks, or `weekday: null` for none",
        description:
          `\`every_weeks\` 1 to ${CHECK_IN_EVERY_WEEKS_MAX} (1 when left out) counts from the first such weekday ` +
          'on or after today. 403 for a panel account (managed on the Team page), whatever the role.',
        params: idParams,
        body: checkInScheduleInputSchema,
        response: { 200: successEnvelope(checkInScheduleSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await refuseUnlessAppUser(request.db, userId);
      const today = todayUtc();
      await saveCheckInSchedule(request.db, userId, request.body, request.user?.id ?? null, today);
      return {
        success: true as const,
        message: request.body.weekday ? checkInScheduleMessages.saved : checkInScheduleMessages.cleared,
        data: await findCheckInSchedule(request.db, userId, today),
      };
    },
  );

  app.get(
    '/users/:id/check-ins/:checkInId/photos/:photoId',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.getCheckInPhoto',
        summary:
          "One of a user's progress photos, for their coach (the image itself, never cached by shared caches)",
        produces: ['image/jpeg', 'image/png'],
        params: idParamsOf('id', 'checkInId', 'photoId'),
        response: { 200: z.unknown().describe('The image'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, checkInId, photoId } = request.params;
      const photo = await findPhotoOfUser(request.db, id, checkInId, photoId);
      return sendPrivateFile(reply, app.storage, photo, checkInMessages.photoNotFound);
    },
  );
};
