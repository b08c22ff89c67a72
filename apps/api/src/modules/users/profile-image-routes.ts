import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileImageUploadSchema, successEnvelope, userMessages } from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { toStoredFile } from '../../lib/files-repository.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { registerUploadParsing } from '../../lib/receive-upload.js';
import { storeAttachedImage } from '../../lib/store-image.js';
import { refusePanelAccounts } from './use-cases/refuse-panel-accounts.js';
import { findUser, pointUserAtImage, userExists } from './users-repository.js';

export const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  await registerUploadParsing(app);
  app.post(
    '/files/users/:id/upload-profile-image',
    {
      config: { audit: { writtenBy: 'handler', transaction: 'own' } },
      schema: {
        tags: ['files'],
        operationId: 'users.uploadProfileImage',
        summary: "Upload (or replace) a user's profile image: multipart `file` (JPEG/PNG by content, 20 MB)",
        description:
          'The image is re-encoded (upright, metadata stripped) and cropped to a centred square; the previous ' +
          'profile image is removed. Delete it with DELETE /files/delete/{fileId}. 403 for a panel account ' +
          '(managed on the Team page), whatever the role.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: successEnvelope(profileImageUploadSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      await refusePanelAccounts(request.db, [userId]);
      const file = await storeAttachedImage(
        request,
        { db: app.db, storage, log: request.log },
        {
          folder: 'profile-images',
          notFoundMessage: userMessages.notFound,
          square: true,
          exists: () => userExists(request.db, userId),
          attach: (tx, stored) => pointUserAtImage(tx, userId, stored.id),
          audit: { type: 'user', id: userId },
        },
      );
      const user = foundOr(await findUser(request.db, userId), userMessages.notFound);
      return reply.code(201).send({
        success: true as const,
        message: userMessages.profileImageUploaded,
        data: { ...toStoredFile(file), user },
      });
    },
  );
};
