import type { FastifyPluginAsync } from 'fastify';
import { personalCopyRoutes } from './personal-copy-routes.js';
import { programBulkDeleteRoutes } from './program-bulk-delete-routes.js';
import { programCopyRoutes } from './program-copy-routes.js';
import { programExerciseRoutes } from './program-exercise-routes.js';
import { programImageRoutes } from './program-image-routes.js';
import { programPickerRoutes } from './program-picker-routes.js';
import { programRoutes } from './program-routes.js';
import { programUserRoutes } from './program-user-routes.js';
import { programVolumeRoutes } from './program-volume-routes.js';
import { templateSyncRoutes } from './template-sync/template-sync-routes.js';

/**
 * Training programs: list, search, the program picker, detail, create, update, delete (to the trash, one or many), image, assigned users
 * (with a start date, linked or as personal copies) and listed exercises. Register with prefix '/api'.
 */
export const programsModule: FastifyPluginAsync = async (app) => {
  await app.register(programRoutes);
  await app.register(programBulkDeleteRoutes);
  await app.register(programPickerRoutes);
  await app.register(programUserRoutes);
  await app.register(programExerciseRoutes);
  await app.register(programImageRoutes);
  await app.register(programVolumeRoutes);
  await app.register(programCopyRoutes);
  await app.register(personalCopyRoutes);
  await app.register(templateSyncRoutes);
};
