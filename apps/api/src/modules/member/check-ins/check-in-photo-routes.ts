import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_IN_PHOTOS_MAX,
  checkInMessages,
  checkInPhotoSchema,
  successEnvelope,
  type CheckInPhoto,
} from '@coachboard/contract';
import { invalidField, notFound } from '../../../lib/errors.js';
import { registerUploadParsing } from '../../../lib/receive-upload.js';
import { errorResponses, idParamsOf } from '../../../lib/route-schemas.js';
import { storeAttachedImage } from '../../../lib/store-image.js';
import { memberIdOf } from '../member-id.js';
import { MEMBER_TAGS } from '../route-schemas.js';
import { sendPrivateFile } from '../../../lib/send-private-file.js';
import { memberCheckIns } from '../../users/public.js';
import { memberPhotoUrl } from './check-in-cursor.js';
import { recordOnMember } from './record-on-member.js';

const photoParams = idParamsOf('id', 'photoId');

/**
 * A check-in's progress photos: the member adds (at most four), fetches and deletes their own. The files are
 * stored under the private key folder, which the public /uploads route refuses; these routes are their only way
 * out, besides the coach's `GET /users/{id}/check-ins/{checkInId}/photos/{photoId}`.
 */
export const checkInPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  await registerUploadParsing(app);

  app.post(
    '/member/check-ins/:id/photos',
    {
      config: { audit: { writtenBy: 'handler', transaction: 'own' } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.uploadCheckInPhoto',
        summary: `Add a progress photo to a check-in: multipart \`file\` (JPEG/PNG by content, 20 MB), at most ${CHECK_IN_PHOTOS_MAX}`,
        description:
          'The image is re-encoded (upright, metadata stripped) as every upload is, and stored privately: it is ' +
          "fetched only through the answer's `url` with the member's token (or by the coach). A fifth photo answers " +
          "422; another member's check-in 404.",
        consumes: ['multipart/form-data'],
        params: z.object({ id: photoParams.shape.id }),
        response: {
          201: successEnvelope(checkInPhotoSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const checkInId = request.params.id;
      let photo = null as CheckInPhoto | null;
      const full = () => invalidField('file', checkInMessages.tooManyPhotos);
      await storeAttachedImage(
        request,
        { db: app.db, storage, log: request.log },
        {
          folder: 'check-in-photos',
          privateFile: true,
          notFoundMessage: checkInMessages.notFound,
          exists: async () => {
            if (!(await memberCheckIns.isOwn(app.db, memberId, checkInId))) return false;
            // Refused before the upload is read; the attach counts again under the check-in's lock.
            if ((await memberCheckIns.countPhotos(app.db, checkInId)) >= CHECK_IN_PHOTOS_MAX) throw full();
            return true;
          },
          attach: async (tx, file) => {
            if (!(await memberCheckIns.lockOwn(tx, memberId, checkInId))) return undefined;
            if ((await memberCheckIns.countPhotos(tx, checkInId)) >= CHECK_IN_PHOTOS_MAX) throw full();
            const row = await memberCheckIns.insertPhoto(tx, checkInId, file.id);
            photo = {
              id: row.id,
              url: memberPhotoUrl(checkInId, row.id),
              mime: file.mime,
              size: file.size,
              created_at: row.createdAt.toISOString(),
            };
            return null;
          },
          audit: { type: 'user', id: memberId },
        },
      );
      if (!photo) throw notFound(checkInMessages.notFound);
      return reply
        .code(201)
        .send({ success: true as const, message: checkInMessages.photoUploaded, data: photo });
    },
  );

  app.get(
    '/member/check-ins/:id/photos/:photoId',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.getCheckInPhoto',
        summary: "One of the member's progress photos (the image itself, never cached by shared caches)",
        produces: ['image/jpeg', 'image/png'],
        params: photoParams,
        response: { 200: z.unknown().describe('The image'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const photo = await memberCheckIns.findPhoto(request.db, memberIdOf(request), id, photoId);
      return sendPrivateFile(reply, storage, photo, checkInMessages.photoNotFound);
    },
  );

  app.delete(
    '/member/check-ins/:id/photos/:photoId',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.deleteCheckInPhoto',
        summary: "Delete one of the member's progress photos; its stored file goes with it",
        params: photoParams,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const { id, photoId } = request.params;
      const photo = await memberCheckIns.findPhoto(request.db, memberId, id, photoId);
      if (!photo) throw notFound(checkInMessages.photoNotFound);
      await memberCheckIns.deletePhoto(request.db, photo.id);
      await recordOnMember(request, memberId, { check_in: { id }, photo: { id: photo.id, deleted: true } });
      return { success: true as const, message: checkInMessages.photoDeleted, data: null };
    },
  );
};
