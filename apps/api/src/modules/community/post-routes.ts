import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityMessages,
  createPostSchema,
  postListQuerySchema,
  postPageSchema,
  postDetailSchema,
  postSchema,
  postSearchQuerySchema,
  postTypeCountsQuerySchema,
  postTypeCountsSchema,
  successEnvelope,
  updatePostSchema,
  type Post,
} from '@coachboard/contract';
import { answer, params } from '../../lib/records/index.js';
import { foundOr } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { countPostReports } from './post-reports-repository.js';
import { countPostsByType, findPost, findPostsPage, insertPost } from './posts-repository.js';
import { COMMUNITY_TAGS, viewerOf } from './route-schemas.js';
import { countUnansweredSupportByType, findUnansweredSupportPage } from './unanswered-posts-repository.js';
import { trashPost } from './use-cases/delete-post.js';
import { updatePost } from './use-cases/update-post.js';

const postAnswer = successEnvelope(postSchema);

const ATTENTION_DESCRIPTION =
  '`attention=unanswered_support` lists the support posts no admin has commented on, oldest first (a ' +
  'dashboard card).';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.listPosts',
        summary: 'Posts, newest first, 15 a page (per_page up to 100)',
        description:
          'Each post carries its author, attachments, likes_count, comments_count and is_liked_by_auth_user. ' +
          ATTENTION_DESCRIPTION,
        querystring: postListQuerySchema,
        response: { 200: successEnvelope(postPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page, attention } = request.query;
      const viewerId = viewerOf(request).id;
      const { items, total } = attention
        ? await findUnansweredSupportPage(request.db, { page, perPage: per_page, viewerId })
        : await findPostsPage(request.db, { page, perPage: per_page, viewerId });
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/posts/search',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.searchPosts',
        summary: 'Posts of one type, newest first, 15 a page; without a type, every post',
        description:
          `${ATTENTION_DESCRIPTION} With \`attention\`, \`type\` narrows those posts (the filter bar's tabs keep ` +
          "the card's filter): none are of another type than support.",
        querystring: postSearchQuerySchema,
        response: { 200: successEnvelope(postPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page, type, attention } = request.query;
      const viewerId = viewerOf(request).id;
      const { items, total } = attention
        ? await findUnansweredSupportPage(request.db, { type, page, perPage: per_page, viewerId })
        : await findPostsPage(request.db, { type, page, perPage: per_page, viewerId });
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/posts/type-counts',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.countPostsByType',
        summary: 'How many posts there are in all and of each type (the filter bar)',
        description:
          'Read from a counter table that triggers on `posts` keep exact in the same transaction as every ' +
          'insert, delete and type change, so it costs the same with 500,000 posts as with 5. With ' +
          '`attention`, the counts of the posts that filter lists (the tabs of a list opened from a dashboard ' +
          'card): for unanswered_support, one count read from the partial index the list walks.',
        querystring: postTypeCountsQuerySchema,
        response: { 200: successEnvelope(postTypeCountsSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: request.query.attention
        ? await countUnansweredSupportByType(request.db)
        : await countPostsByType(request.db),
    }),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.getPost',
        summary:
          "One post with its author, attachments, counts (members' reports included) and whether the caller likes it",
        params: idParams,
        response: { 200: successEnvelope(postDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const post = foundOr(
        await findPost(request.db, request.params.id, viewerOf(request).id),
        communityMessages.postNotFound,
      );
      return {
        success: true as const,
        data: { ...post, report_count: await countPostReports(request.db, post.id) },
      };
    },
  );

  app.post(
    '/posts',
    {
      config: { audit: { action: 'create', record: 'post', target: answer((data: Post) => data.id) } },
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.createPost',
        summary: 'Create a post; the signed-in user is its author',
        description: 'Content is trimmed; at most 5000 characters as typed. Attachments are uploaded after.',
        body: createPostSchema,
        response: { 201: postAnswer, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await insertPost(request.db, { ...request.body, authorId: viewer.id });
      const post = foundOr(await findPost(request.db, id, viewer.id), communityMessages.postNotFound);
      reply.code(201);
      return { success: true as const, message: communityMessages.postCreated, data: post };
    },
  );

  app.put(
    '/posts/:id',
    {
      config: { audit: { action: 'update', record: 'post', target: params('id') } },
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.updatePost',
        summary: "Edit a post's content (author or admin)",
        description:
          'The type is chosen when the post is created: a `type` in the body must equal the current one ' +
          "(422 'The type of a post cannot be changed' otherwise). expected_updated_at (optional): the " +
          'updated_at the editor loaded; 409 when the post changed since.',
        params: idParams,
        body: updatePostSchema,
        response: { 200: postAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await updatePost(request.db, request.params.id, request.body, viewer);
      const post = foundOr(
        await findPost(request.db, request.params.id, viewer.id),
        communityMessages.postNotFound,
      );
      return { success: true as const, message: communityMessages.postUpdated, data: post };
    },
  );

  app.delete(
    '/posts/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.deletePost',
        summary: 'Move a post to the trash with its comments, likes and attachments (author or admin)',
        description:
          'The post leaves every list, count and detail; POST /trash/post/{id}/restore brings it back with ' +
          'its comments, likes and attachments. The attachment files are removed when the trash is purged.',
        params: idParams,
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      await trashPost(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        request.params.id,
        viewerOf(request),
      );
      return {
        success: true as const,
        message: communityMessages.postDeleted,
        data: { id: request.params.id },
      };
    },
  );
};
