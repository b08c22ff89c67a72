import type { FastifyPluginAsync } from 'fastify';
import { storageForDataDir, type FileStorage } from '../../storage/index.js';
import { attachmentRoutes } from './attachment-routes.js';
import { commentRoutes } from './comment-routes.js';
import { likeRoutes } from './like-routes.js';
import { postRoutes } from './post-routes.js';

export interface CommunityRoutesOptions {
  /** Defaults to `DATA_DIR/uploads`. */
  storage?: FileStorage;
}

/** Community posts, likes, comments and attachments (spec part 2 section 7). Register with prefix '/api'. */
export const communityRoutes: FastifyPluginAsync<CommunityRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? storageForDataDir(app.config.dataDir);
  await app.register(postRoutes, { storage });
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes, { storage });
};
