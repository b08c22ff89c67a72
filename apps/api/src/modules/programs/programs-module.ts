import type { FastifyPluginAsync } from 'fastify';
import { programBulkDeleteRoutes } from './program-bulk-delete-routes.js';
import { programCopyRoutes } from './program-copy-routes.js';
import { programExerciseRoutes } from './program-exercise-routes.js';
import { programImageRoutes } from './program-image-routes.js';
import { programPickerRoutes } from './program-picker-routes.js';
import { programRoutes } from './program-routes.js';
import { programVolumeRoutes } from './program-volume-routes.js';

/**
 * Training programs: list, search, the program picker, detail, create, update, delete (to the trash, one or many),
 * duplicate, image, volume and listed exercises. Assigning them to users (start dates, modes, personal copies,
 * template sync) is the assignments module's. Register with prefix '/api'.
 */
export const programsModule: FastifyPluginAsync = async (app) => {
  await app.register(programRoutes);
  await app.register(programBulkDeleteRoutes);
  await app.register(programPickerRoutes);
  await app.register(programExerciseRoutes);
  await app.register(programImageRoutes);
  await app.register(programVolumeRoutes);
  await app.register(programCopyRoutes);
};
