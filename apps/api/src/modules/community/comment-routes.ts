import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentDeletedSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentWriteSchema,
  communityMessages,
  successEnvelope,
  type CommentWrite,
} from '@coachboard/contract';
import { answer, params } from '../../lib/records/index.js';
import { foundOr } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { findCommentsPage } from './comments-repository.js';
import { findPostOwnership } from './posts-repository.js';
import { COMMUNITY_TAGS, commentParams, viewerOf } from './route-schemas.js';
import { createComment } from './use-cases/create-comment.js';
import { trashComment } from './use-cases/delete-comment.js';
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
      const post = foundOr(await findPostOwnership(request.db, postId), communityMessages.postNotFound);
      const total = post.commentsCount;
      const items = await findCommentsPage(request.db, { postId, total, page, perPage: per_page });
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.post(
    '/posts/:id/comments',
    {
      config: {
        audit: { action: 'create', record: 'comment', target: answer((data: CommentWrite) => data.id) },
      },
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
        request.db,
        request.params.id,
        viewerOf(request).id,
        request.body.content,
      );
      reply.code(201);
      return { success: true as const, message: communityMessages.commentCreated, data: comment };
    },
  );

  app.put(
    '/posts/:id/comments/:commentId',
    {
      config: { audit: { action: 'update', record: 'comment', target: params('commentId') } },
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
      const comment = await updateComment(request.db, id, commentId, request.body.content, viewerOf(request));
      return { success: true as const, message: communityMessages.commentUpdated, data: comment };
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.deleteComment',
        summary: 'Move a comment to the trash (author or admin); the answer carries the new comments_count',
        params: commentParams,
        response: { 200: successEnvelope(commentDeletedSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      const deleted = await trashComment(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        id,
        commentId,
        viewerOf(request),
      );
      return { success: true as const, message: communityMessages.commentDeleted, data: deleted };
    },
  );
};
