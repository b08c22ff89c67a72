import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityMessages, postLikeStateSchema, successEnvelope } from '@coachboard/contract';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { COMMUNITY_TAGS, viewerOf } from './route-schemas.js';
import { setPostLike } from './use-cases/like-post.js';

const likeResponse = { 200: successEnvelope(postLikeStateSchema), ...errorResponses(401, 403, 404, 422) };

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts/:id/like',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.likePost',
        summary: 'Like a post (idempotent: liking twice counts once)',
        params: idParams,
        response: likeResponse,
      },
    },
    async (request) => ({
      success: true as const,
      message: communityMessages.postLiked,
      data: await setPostLike(app.db, request.params.id, viewerOf(request).id, true),
    }),
  );

  app.delete(
    '/posts/:id/like',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.unlikePost',
        summary: 'Unlike a post (idempotent)',
        params: idParams,
        response: likeResponse,
      },
    },
    async (request) => ({
      success: true as const,
      message: communityMessages.postUnliked,
      data: await setPostLike(app.db, request.params.id, viewerOf(request).id, false),
    }),
  );
};
