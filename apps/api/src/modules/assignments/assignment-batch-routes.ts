import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentBatchUndoResultSchema,
  bulkAssignmentMessages,
  successEnvelope,
} from '@coachboard/contract';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { USER_TAGS } from './route-schemas.js';
import { undoAssignmentBatch } from './use-cases/undo-assignment-batch.js';

const batchParams = z.object({ batchId: z.uuid() });

/**
 * `POST /assignment-batches/{batchId}/undo`: a bulk assignment's undo (the assignment itself is served by the users
 * module, whose list filter "all matching" selects the users).
 */
export const assignmentBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/assignment-batches/:batchId/undo',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.undoAssignmentBatch',
        summary: 'Undo a bulk assignment: remove exactly its assignments and the personal copies it made',
        description:
          'Removes the assignments the batch wrote that are still there and deletes the personal copies it made ' +
          '(not put in the trash: nobody saw them but this batch). 404 unknown batch; 409 when it was undone ' +
          'already, or when one of its copies was edited since (its name, fields or image updated, its schedule ' +
          'changed, or it was moved to the trash): the message names them and `errors.copies` lists them all.',
        params: batchParams,
        response: {
          200: successEnvelope(assignmentBatchUndoResultSchema),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { batch, unassigned, copiesRemoved } = await undoAssignmentBatch(
        requestTransaction(request),
        request.params.batchId,
      );
      await request.audit.record([
        {
          action: 'unassign',
          record: batch.programId ? { type: 'program', id: batch.programId, name: batch.programName } : null,
          batchId: batch.id,
          details: {
            undo_of_batch: batch.id,
            mode: batch.mode,
            unassigned,
            user_ids: batch.userIds,
            copies_removed: copiesRemoved.length,
          },
        },
        ...copiesRemoved.map((copy) => ({
          action: 'purge' as const,
          record: { type: 'program' as const, id: copy.id, name: copy.name },
          batchId: batch.id,
          details: { undo_of_batch: batch.id },
        })),
      ]);
      return {
        success: true as const,
        message: bulkAssignmentMessages.undone(unassigned),
        data: { batch_id: batch.id, unassigned, copies_removed: copiesRemoved.length },
      };
    },
  );
};
