import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  programApiMessages,
  programImageUploadSchema,
  programMessages,
  successEnvelope,
} from '@coachboard/contract';
import { foundOr, invalidField } from '../../lib/errors.js';
import { toStoredFile } from '../../lib/files-repository.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { registerUploadParsing } from '../../lib/receive-upload.js';
import { storeAttachedImage } from '../../lib/store-image.js';
import { pointProgramAtImage } from './program-image-repository.js';
import { findProgramSummary, programExists } from './programs-repository.js';

export const programImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  await registerUploadParsing(app);
  app.post(
    '/files/training-programs/:id/upload-program-image',
    {
      config: { audit: { writtenBy: 'handler', transaction: 'own' } },
      schema: {
        tags: ['files'],
        operationId: 'programs.uploadImage',
        summary: 'Upload (or replace) a program image: multipart `file` (JPEG/PNG by content, at most 20 MB)',
        description:
          'Multipart fields: `file` (required) and `trainingProgramId` (optional; must equal the id in the path). ' +
          'The image is re-encoded (upright, metadata stripped, at most 2048 px a side); the previous image is removed.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: successEnvelope(programImageUploadSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const programId = request.params.id;
      const file = await storeAttachedImage(
        request,
        { db: app.db, storage, log: request.log },
        {
          folder: 'training-programs',
          notFoundMessage: programMessages.notFound,
          exists: () => programExists(request.db, programId),
          checkFields: (fields) => {
            const claimedId = fields.trainingProgramId?.trim();
            if (claimedId && Number(claimedId) !== programId) {
              throw invalidField('trainingProgramId', programApiMessages.programIdMismatch);
            }
          },
          attach: (tx, stored) => pointProgramAtImage(tx, programId, stored),
          audit: { type: 'program', id: programId },
        },
      );
      const program = foundOr(await findProgramSummary(request.db, programId), programMessages.notFound);
      reply.code(201);
      return {
        success: true as const,
        message: programApiMessages.imageUploaded,
        data: { ...toStoredFile(file), training_program: program },
      };
    },
  );
};
