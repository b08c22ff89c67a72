import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberMessages,
  successEnvelope,
  updateSessionInputSchema,
  workoutSessionSchema,
} from '@coachboard/contract';
import { notFound } from '../../lib/errors.js';
import { params } from '../../lib/records/index.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { memberIdOf } from './member-id.js';
import { MEMBER_TAGS, memberTrashDelete } from './route-schemas.js';
import { deleteSession } from './use-cases/delete-session.js';
import { updateSession } from './use-cases/update-session.js';

/** `PUT` and `DELETE /member/sessions/{id}`: the member's own edits, each an audit entry with the diff. */
export const sessionEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/member/sessions/:id',
    {
      config: { audit: { action: 'update', record: 'workout-session', target: params('id') } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.updateSession',
        summary: 'Edit a logged workout: its date, times, notes and sets, whole',
        description:
          'The sets sent replace the stored ones; a set the workout already held keeps the prescription copy it ' +
          'was logged with. With `expected_updated_at` (the `updated_at` the app loaded), a workout saved since ' +
          "answers 409. Another member's workout answers 404; bad input 422 as for logging.",
        params: idParams,
        body: updateSessionInputSchema,
        response: { 200: successEnvelope(workoutSessionSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const session = await updateSession(request.db, memberIdOf(request), request.params.id, request.body);
      return { success: true as const, message: memberMessages.updated, data: session };
    },
  );

  app.delete(
    '/member/sessions/:id',
    {
      config: memberTrashDelete.config,
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.deleteSession',
        summary: 'Delete a logged workout (to the trash)',
        description:
          "The workout leaves the member's history and goes to the trash with its sets, where the member's coach " +
          "can restore it (POST /trash/workout-session/{id}/restore) until it is purged. Another member's " +
          'workout answers 404.',
        params: memberTrashDelete.params,
        response: memberTrashDelete.response,
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      if (!(await deleteSession(requestTransaction(request), context, memberIdOf(request), id))) {
        throw notFound(memberMessages.sessionNotFound);
      }
      return { success: true as const, message: memberMessages.deleted, data: { id } };
    },
  );
};
