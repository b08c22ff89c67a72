import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentDeletedSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentWriteSchema,
  communityMessages,
  successEnvelope,
} from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { findCommentsPage } from './comments-repository.js';
import { findPostOwnership } from './posts-repository.js';
import { COMMUNITY_TAGS, commentParams, viewerOf } from './route-schemas.js';
import { createComment } from './use-cases/create-comment.js';
import { deleteComment } from './use-cases/delete-comment.js';
import { updateComment } from './use-cases/update-comment.js';

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts/:id/comments',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.listComments',
        summary: "A post's comments, newest first, 15 a page (per_page up to 100)",
        params: idParams,
        querystring: commentListQuerySchema,
        response: { 200: successEnvelope(commentPageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const postId = request.params.id;
      const post = foundOr(await findPostOwnership(app.db, postId), communityMessages.postNotFound);
      const total = post.commentsCount;
      const items = await findCommentsPage(app.db, { postId, total, page, perPage: per_page });
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.post(
    '/posts/:id/comments',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.createComment',
        summary: 'Comment on a post; the answer carries the comment and the new comments_count',
        description: 'Content is trimmed; at most 1000 characters measured before trimming.',
        params: idParams,
        body: commentInputSchema,
        response: { 201: successEnvelope(commentWriteSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const comment = await createComment(
        app.db,
        request.params.id,
        viewerOf(request).id,
        request.body.content,
      );
      return reply
        .code(201)
        .send({ success: true as const, message: communityMessages.commentCreated, data: comment });
    },
  );

  app.put(
    '/posts/:id/comments/:commentId',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.updateComment',
        summary: "Edit a comment's content (author or admin)",
        params: commentParams,
        body: commentInputSchema,
        response: { 200: successEnvelope(commentWriteSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      const comment = await updateComment(app.db, id, commentId, request.body.content, viewerOf(request));
      return { success: true as const, message: communityMessages.commentUpdated, data: comment };
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.deleteComment',
        summary: 'Delete a comment (author or admin); the answer carries the new comments_count',
        params: commentParams,
        response: { 200: successEnvelope(commentDeletedSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      const deleted = await deleteComment(app.db, id, commentId, viewerOf(request));
      return { success: true as const, message: communityMessages.commentDeleted, data: deleted };
    },
  );
};
