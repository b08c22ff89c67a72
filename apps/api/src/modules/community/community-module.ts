import type { FastifyPluginAsync } from 'fastify';
import { postSearchQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { attachmentRoutes } from './attachment-routes.js';
import { commentRoutes } from './comment-routes.js';
import { likeRoutes } from './like-routes.js';
import { postRoutes } from './post-routes.js';
import { matchingPostIds } from './posts-repository.js';
import { COMMUNITY_TAGS } from './route-schemas.js';

/** Community posts, likes, comments and attachments. Register with prefix '/api'. */
export const communityModule: FastifyPluginAsync = async (app) => {
  await app.register(postRoutes);
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
  await app.register(
    bulkDeleteRoute({
      path: '/posts/bulk-delete',
      operationId: 'community.bulkDeletePosts',
      type: 'post',
      tags: COMMUNITY_TAGS,
      summary: 'Move many posts to the trash at once, with their comments, likes and attachments',
      query: postSearchQuerySchema,
      resolveAll: (db, query, limit) => matchingPostIds(db, query.type, limit),
    }),
  );
};
