import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileMessages, idParam, successEnvelope } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { deleteFile } from './use-cases/delete-file.js';

/**
 * Stored files of every area (spec part 1 section 7). Uploads live with their owner's area; deleting is
 * generic because every owner lets go of a file through its foreign key. Register with prefix '/api'.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;

  app.delete(
    '/files/delete/:imageId',
    {
      schema: {
        tags: ['files'],
        operationId: 'files.delete',
        summary: 'Delete a stored file (a program image, ...); whatever used it lets go of it',
        params: z.object({ imageId: idParam }),
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      await deleteFile({ db: app.db, storage, log: request.log }, request.params.imageId);
      return {
        success: true as const,
        message: fileMessages.imageDeleted,
        data: { id: request.params.imageId },
      };
    },
  );
};
