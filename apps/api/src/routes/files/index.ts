import type { FastifyPluginAsync } from 'fastify';
import { storageForDataDir, type FileStorage } from '../../storage/index.js';
import { programImageRoutes } from './program-image-routes.js';

export interface FileRoutesOptions {
  /** Defaults to `DATA_DIR/uploads`. */
  storage?: FileStorage;
}

/** Uploads and file deletion (spec part 1 section 7). Register with prefix '/api'. */
export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, options) => {
  await app.register(programImageRoutes, {
    storage: options.storage ?? storageForDataDir(app.config.dataDir),
  });
};
