import type { FastifyPluginAsync } from 'fastify';
import { attachmentRoutes } from './attachment-routes.js';
import { commentRoutes } from './comment-routes.js';
import { likeRoutes } from './like-routes.js';
import { postRoutes } from './post-routes.js';

/** Community posts, likes, comments and attachments. Register with prefix '/api'. */
export const communityModule: FastifyPluginAsync = async (app) => {
  await app.register(postRoutes);
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
};
