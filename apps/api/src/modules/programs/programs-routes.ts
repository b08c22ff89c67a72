import type { FastifyPluginAsync } from 'fastify';
import { storageForDataDir, type FileStorage } from '../../storage/index.js';
import { programImageRoutes } from './program-image-routes.js';
import { programRoutes } from './program-routes.js';
import { programUserRoutes } from './program-user-routes.js';
import { trainingWeekRoutes } from './training-week-routes.js';

export interface TrainingProgramRoutesOptions {
  /** Defaults to `DATA_DIR/uploads`. */
  storage?: FileStorage;
}

/** Training programs, their users, weeks, days and image (spec part 1 section 7). Register with prefix '/api'. */
export const trainingProgramRoutes: FastifyPluginAsync<TrainingProgramRoutesOptions> = async (
  app,
  options,
) => {
  const storage = options.storage ?? storageForDataDir(app.config.dataDir);
  await app.register(programRoutes, { storage });
  await app.register(programUserRoutes);
  await app.register(trainingWeekRoutes);
  await app.register(programImageRoutes, { storage });
};
