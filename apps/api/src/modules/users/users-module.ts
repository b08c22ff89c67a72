import type { FastifyPluginAsync } from 'fastify';
import { storageForDataDir, type FileStorage } from '../../storage/index.js';
import { profileImageRoutes } from './profile-image-routes.js';
import { programPickerRoutes } from './program-picker-routes.js';
import { userExportRoutes } from './user-export-routes.js';
import { userLifecycleRoutes } from './user-lifecycle-routes.js';
import { usersRoutes } from './users-routes.js';

export interface UserRoutesOptions {
  /** Defaults to `DATA_DIR/uploads`. */
  storage?: FileStorage;
}

/**
 * Users (spec part 2 sections 2-9): list, create, detail, update, soft delete and restore, their programs,
 * CSV export, profile image, and the program picker. Register with prefix '/api'.
 */
export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? storageForDataDir(app.config.dataDir);
  await app.register(usersRoutes);
  await app.register(userExportRoutes);
  await app.register(userLifecycleRoutes);
  await app.register(profileImageRoutes, { storage });
  await app.register(programPickerRoutes);
};
