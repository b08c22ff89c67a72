import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityMessages,
  postReportMessages,
  postReportSchema,
  reportPostInputSchema,
  successEnvelope,
} from '@coachboard/contract';
import { reportPost } from '../../community/public.js';
import { notFound } from '../../../lib/errors.js';
import { changedNothing } from '../../../lib/records/index.js';
import { errorResponses, idParams } from '../../../lib/route-schemas.js';
import { memberIdOf } from '../member-id.js';
import { MEMBER_TAGS } from '../route-schemas.js';

/** `POST /member/posts/{id}/report`: a member flags a community post for the moderators. */
export const reportPostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/member/posts/:id/report',
    {
      // The handler records the report only when it stored one: reporting again changes nothing.
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.reportPost',
        summary: 'Report a community post: spam, abuse, off_topic or other, with optional text',
        description:
          'One report per member and post: reporting again answers 200 with the first report and stores ' +
          "nothing. Reports are kept for the moderators; the panel shows a post's count. A missing or deleted " +
          'post answers 404.',
        params: idParams,
        body: reportPostInputSchema,
        response: {
          200: successEnvelope(postReportSchema),
          201: successEnvelope(postReportSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const postId = request.params.id;
      const stored = await reportPost(request.db, postId, memberIdOf(request), request.body);
      if (!stored) throw notFound(communityMessages.postNotFound);
      if (!stored.created) {
        changedNothing(request);
        return { success: true as const, message: postReportMessages.alreadyReported, data: stored.report };
      }
      const post = await request.server.recordTypes.get('post')?.read(request.db, postId);
      await request.audit.record({
        action: 'update',
        record: { type: 'post', id: postId, name: post?.name ?? null },
        details: { report: { reason: stored.report.reason } },
      });
      reply.code(201);
      return { success: true as const, message: postReportMessages.reported, data: stored.report };
    },
  );
};
