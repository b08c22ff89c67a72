import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentUploadSchema, communityMessages, successEnvelope } from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { registerUploadParsing } from '../../lib/receive-upload.js';
import { findPost } from './posts-repository.js';
import { COMMUNITY_TAGS, postIdParams, viewerOf } from './route-schemas.js';
import { uploadPostAttachments } from './use-cases/upload-post-attachments.js';

export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  await registerUploadParsing(app);
  app.post(
    '/files/community/posts/:postId/upload-attachment',
    {
      // The body streams before any database work: the attach transaction records the `upload` entry itself.
      config: { audit: { writtenBy: 'handler', transaction: 'own' } },
      schema: {
        tags: COMMUNITY_TAGS,
        operationId: 'community.uploadPostAttachments',
        summary:
          'Attach up to 5 images to a post: multipart `attachments[]` (JPEG/PNG by content, 20 MB each)',
        description:
          'A post holds at most 5 attachments: more than 5 files in one request is refused with ' +
          "'You can upload up to 5 attachments', more than the post has room for with 'Maximum 5 attachments " +
          "allowed' (422). Images are re-encoded (upright, metadata stripped, at most 2048 px a side). " +
          'Remove one with DELETE /files/delete/{fileId}.',
        consumes: ['multipart/form-data'],
        params: postIdParams,
        response: {
          201: successEnvelope(attachmentUploadSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { postId } = request.params;
      const attachments = await uploadPostAttachments(
        request,
        { db: app.db, storage, log: request.log },
        postId,
        viewer,
      );
      const post = foundOr(await findPost(request.db, postId, viewer.id), communityMessages.postNotFound);
      return reply.code(201).send({
        success: true as const,
        message: communityMessages.attachmentsUploaded,
        data: { attachments, post },
      });
    },
  );
};
