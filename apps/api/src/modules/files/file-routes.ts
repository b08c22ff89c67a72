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
  app.delete(
    '/files/delete/:imageId',
    {
      // The handler records the entry (the file with its owner): the row is gone before the plugin could read it.
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ['files'],
        operationId: 'files.delete',
        summary:
          'Delete a stored file (a program image, ...) for good; whatever used it lets go of it. 404 for a file of a record in the trash.',
        description:
          "403 unless the member's team role may change the files of the record the file belongs to: program and " +
          'recipe images and profile images as for uploading them (coaches), post attachments (moderators), a ' +
          'file nothing uses (owners); and for the profile image of a panel account (managed on the Team page), ' +
          'whatever the role.',
        params: z.object({ imageId: idParam }),
        response: {
          200: successEnvelope(z.object({ id: z.number().int() })),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      await deleteFile(request.db, request.audit, request.params.imageId, request.user?.teamRole);
      return {
        success: true as const,
        message: fileMessages.imageDeleted,
        data: { id: request.params.imageId },
      };
    },
  );
};
