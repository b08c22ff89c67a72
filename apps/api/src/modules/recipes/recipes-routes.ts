import type { FastifyPluginAsync } from 'fastify';
import { storageForDataDir, type FileStorage } from '../../storage/index.js';
import { recipeImageRoutes } from './recipe-image-routes.js';
import { recipeRoutes } from './recipe-routes.js';

export interface RecipesAreaRoutesOptions {
  /** Defaults to `DATA_DIR/uploads`. */
  storage?: FileStorage;
}

/** The recipe library and recipe images (spec part 2 section 7). Register with prefix '/api'. */
export const recipesAreaRoutes: FastifyPluginAsync<RecipesAreaRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? storageForDataDir(app.config.dataDir);
  await app.register(recipeRoutes, { storage });
  await app.register(recipeImageRoutes, { storage });
};
