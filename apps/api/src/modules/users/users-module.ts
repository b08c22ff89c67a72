import type { FastifyPluginAsync } from 'fastify';
import { trashMessages, userFilterQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { bulkAssignmentRoutes } from './bulk-assignment-routes.js';
import { checkInCoachRoutes } from './check-ins/check-in-coach-routes.js';
import { checkInReviewRoutes } from './check-ins/check-in-review-routes.js';
import { conflict } from '../../lib/errors.js';
import { profileImageRoutes } from './profile-image-routes.js';
import { USER_TAGS } from './route-schemas.js';
import { userExportRoutes } from './user-export-routes.js';
import { userLifecycleRoutes } from './user-lifecycle-routes.js';
import { matchingAppUserIds } from './user-list-repository.js';
import { usersRoutes } from './users-routes.js';

/**
 * App users: list, create, detail, update, soft delete and restore (through the trash), bulk delete, their
 * programs, a program's bulk assignment to them, CSV export, profile image, and their check-ins (the cadence and progress photos a coach
 * sees; the member API writes them through public.ts). Register with prefix '/api'.
 */
export const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(userExportRoutes);
  await app.register(userLifecycleRoutes);
  await app.register(profileImageRoutes);
  await app.register(bulkAssignmentRoutes);
  await app.register(checkInCoachRoutes);
  await app.register(checkInReviewRoutes);
  await app.register(
    bulkDeleteRoute({
      path: '/users/bulk-delete',
      operationId: 'users.bulkDelete',
      type: 'user',
      tags: USER_TAGS,
      summary:
        'Soft-delete many app users at once (listed Inactive and in the trash); deleted ones are skipped. `ids` ' +
        'naming a panel account are refused (403, nothing deleted); `all_matching` leaves panel accounts out',
      query: userFilterQuerySchema,
      resolveAll: (db, query, limit) =>
        matchingAppUserIds(
          db,
          { search: query.search, isActive: query.is_active, attention: query.attention },
          limit,
        ),
      beforeDelete: async (_tx, request, ids) => {
        if (request.user && ids.includes(request.user.id)) throw conflict(trashMessages.ownAccount);
      },
    }),
  );
};
