import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileMessages,
  idParam,
  MAX_IMAGE_BYTES,
  programApiMessages,
  programImageUploadSchema,
  programMessages,
  successEnvelope,
} from '@coachboard/contract';
import { notFound, payloadTooLarge, unprocessable, unsupportedMediaType } from '../../lib/errors.js';
import { attachProgramImage, deleteFileRecord, toStoredFile } from '../../repositories/programs-images.js';
import { findProgramSummary, programExists } from '../../repositories/programs-repository.js';
import {
  ImageTooLargeError,
  processUploadedImage,
  UnsupportedImageError,
  type ProcessedImage,
} from '../../storage/image-processing.js';
import { removeStoredFile, type FileStorage } from '../../storage/index.js';
import { errorResponses } from '../training-programs/route-schemas.js';
import { receiveUpload } from './receive-upload.js';

/** Multipart framing around the file; a declared body beyond this margin is refused before it is read. */
const MULTIPART_OVERHEAD_BYTES = 1_048_576;
const FILE_TAGS = ['files'];

const imageOf = async (tempPath: string): Promise<ProcessedImage> => {
  try {
    return await processUploadedImage(tempPath);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw unsupportedMediaType(fileMessages.onlyImages);
    if (error instanceof ImageTooLargeError) {
      throw unprocessable(programApiMessages.imageTooManyPixels, {
        file: [programApiMessages.imageTooManyPixels],
      });
    }
    throw error;
  }
};

const displayFileName = (name: string, extension: string) => {
  const base = path.basename(name.replace(/\\/g, '/')).trim().slice(0, 255);
  return base || `image.${extension}`;
};

export interface ProgramImageRoutesOptions {
  storage: FileStorage;
}

export const programImageRoutes: FastifyPluginAsyncZod<ProgramImageRoutesOptions> = async (
  app,
  { storage },
) => {
  app.post(
    '/files/training-programs/:id/upload-program-image',
    {
      schema: {
        tags: FILE_TAGS,
        summary: 'Upload (or replace) a program image: multipart `file` (JPEG/PNG by content, at most 20 MB)',
        description:
          'Multipart fields: `file` (required) and `trainingProgramId` (optional; must equal the id in the path). ' +
          'The image is re-encoded (upright, metadata stripped, at most 2048 px a side); the previous image is removed.',
        consumes: ['multipart/form-data'],
        params: z.object({ id: idParam }),
        response: {
          201: successEnvelope(programImageUploadSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const programId = request.params.id;
      if (!request.isMultipart()) throw unsupportedMediaType('The request must be multipart/form-data');
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw payloadTooLarge(fileMessages.tooLarge);
      }
      if (!(await programExists(app.db, programId))) throw notFound(programMessages.notFound);

      const upload = await receiveUpload(request);
      try {
        const claimedId = upload.fields.trainingProgramId?.trim();
        if (claimedId && Number(claimedId) !== programId) {
          throw unprocessable(programApiMessages.programIdMismatch, {
            trainingProgramId: [programApiMessages.programIdMismatch],
          });
        }
        if (!upload.file) throw unprocessable(fileMessages.noFile, { file: [fileMessages.noFile] });
        if (upload.file.truncated) throw payloadTooLarge(fileMessages.tooLarge);

        const image = await imageOf(upload.file.tempPath);
        const storageName = `training-programs/${randomUUID()}.${image.extension}`;
        await storage.put(storageName, image.data, image.mime);
        let attached: Awaited<ReturnType<typeof attachProgramImage>>;
        try {
          attached = await attachProgramImage(app.db, programId, {
            fullPath: storage.publicPath(storageName),
            originalName: displayFileName(upload.file.originalName, image.extension),
            storageName,
            mime: image.mime,
            size: image.data.length,
          });
        } catch (error) {
          await removeStoredFile(storage, storageName, request.log);
          throw error;
        }
        if (attached.replacedStorageName) {
          await removeStoredFile(storage, attached.replacedStorageName, request.log);
        }
        const program = await findProgramSummary(app.db, programId);
        if (!program) throw notFound(programMessages.notFound);
        return reply.code(201).send({
          success: true as const,
          message: programApiMessages.imageUploaded,
          data: { ...toStoredFile(attached.file), training_program: program },
        });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.delete(
    '/files/delete/:imageId',
    {
      schema: {
        tags: FILE_TAGS,
        summary: 'Delete a stored file (a program image) and clear the program image that used it',
        params: z.object({ imageId: idParam }),
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { storageName } = await deleteFileRecord(app.db, request.params.imageId);
      await removeStoredFile(storage, storageName, request.log);
      return {
        success: true as const,
        message: programApiMessages.imageDeleted,
        data: { id: request.params.imageId },
      };
    },
  );
};
