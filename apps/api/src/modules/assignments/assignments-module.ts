import type { FastifyPluginAsync } from 'fastify';
import { assignmentBatchRoutes } from './assignment-batch-routes.js';
import { personalCopyRoutes } from './personal-copy-routes.js';
import { programUserRoutes } from './program-user-routes.js';
import { templateSyncRoutes } from './template-sync/template-sync-routes.js';
import { userScheduleRoutes } from './user-schedule-routes.js';

/**
 * Assignments of programs to app users: assign and unassign (a start date, linked or as a personal copy), the
 * program's assigned and available users, a template's personal copies and their template sync, a user's
 * schedule, and the undo of a bulk assignment (the bulk assignment itself is served by the users module, whose
 * list filter picks the users). Register with prefix '/api'.
 */
export const assignmentsModule: FastifyPluginAsync = async (app) => {
  await app.register(programUserRoutes);
  await app.register(personalCopyRoutes);
  await app.register(templateSyncRoutes);
  await app.register(userScheduleRoutes);
  await app.register(assignmentBatchRoutes);
};
