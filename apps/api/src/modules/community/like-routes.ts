import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { communityMessages, postLikeStateSchema, successEnvelope } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { params, type AuditDeclaration } from '../../lib/records/index.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { likeStateOf } from './likes-repository.js';
import { COMMUNITY_TAGS, viewerOf } from './route-schemas.js';
import { setPostLike } from './use-cases/like-post.js';

const likeResponse = { 200: successEnvelope(postLikeStateSchema), ...errorResponses(401, 403, 404, 422) };

/**
 * A like or unlike is recorded against the post with what it left: the count and whether the actor likes it.
 * In `details`, not a diff: the post's own fields do not move, so the entry offers no revert (putting a count
 * back is not an edit of the post).
 */
const likeAudit = (liked: boolean): AuditDeclaration => ({
  action: 'update',
  record: 'post',
  target: params('id'),
  details: async (db: Queryable, request: FastifyRequest) => {
    const state = await likeStateOf(
      db,
      Number((request.params as { id: unknown }).id),
      request.user?.id ?? 0,
    );
    return { like: liked ? 'added' : 'removed', likes_count: state?.likes_count ?? null };
  },
});

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts/:id/like',
    {
      config: { audit: likeAudit(true) },
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
      data: await setPostLike(request.db, request.params.id, viewerOf(request).id, true),
    }),
  );

  app.delete(
    '/posts/:id/like',
    {
      config: { audit: likeAudit(false) },
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
      data: await setPostLike(request.db, request.params.id, viewerOf(request).id, false),
    }),
  );
};
