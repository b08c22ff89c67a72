import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_INS_PAGE_SIZE,
  checkInDateProblem,
  checkInMessages,
  checkInPageSchema,
  checkInSchema,
  checkInsQuerySchema,
  createCheckInInputSchema,
  successEnvelope,
} from '@coachboard/contract';
import { todayUtc } from '../../assignments/public.js';
import { memberCheckIns } from '../../users/public.js';
import { diffFields } from '../../../lib/audit.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import { changedNothing } from '../../../lib/records/index.js';
import { requestTransaction } from '../../../lib/request-transaction.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { moveToTrash } from '../../../lib/trash.js';
import { memberIdOf } from '../member-id.js';
import { MEMBER_TAGS, memberTrashDelete } from '../route-schemas.js';
import { decodeCheckInCursor, encodeCheckInCursor, memberPhotoUrl } from './check-in-cursor.js';

/**
 * `POST /member/check-ins`, `GET /member/check-ins` and `DELETE /member/check-ins/{id}`: the member's own check-ins
 * and the coach's replies.
 */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/member/check-ins',
    {
      // The handler records the check-in only when it stored one: a retried upload changes nothing.
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.createCheckIn',
        summary: 'Check in (once per client_id): bodyweight, waist, sleep, energy and notes on a date',
        description:
          '`client_id` is a UUID the app makes for the check-in: the same one again answers 200 with the stored ' +
          'check-in and stores nothing. Every measurement is optional; out-of-range values, a date more than a ' +
          "year back or after the member's today answer 422 with the fields. Photos are added after, through " +
          '`POST /member/check-ins/{id}/photos`. The `client_id` of a check-in deleted since answers 409.',
        body: createCheckInInputSchema,
        response: {
          200: successEnvelope(checkInSchema),
          201: successEnvelope(checkInSchema),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const dateProblem = checkInDateProblem(request.body.date, todayUtc());
      if (dateProblem) throw invalidField('date', dateProblem);
      const stored = await memberCheckIns.insertOnce(request.db, memberId, request.body, memberPhotoUrl);
      if (!stored) throw conflict(checkInMessages.checkInDeleted);
      const { created, checkIn } = stored;
      if (!created) {
        changedNothing(request);
        return { success: true as const, message: checkInMessages.alreadyCreated, data: checkIn };
      }
      // On the check-in's own record (type check-in), which its delete, restore and purge name too.
      const record = await app.recordTypes.get('check-in')?.read(request.db, checkIn.id);
      await request.audit.record({
        action: 'create',
        record: { type: 'check-in', id: checkIn.id, name: record?.name ?? null },
        changes: diffFields(null, record?.fields ?? {}),
      });
      reply.code(201);
      return { success: true as const, message: checkInMessages.created, data: checkIn };
    },
  );

  app.get(
    '/member/check-ins',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.listCheckIns',
        summary: "The member's check-ins, newest first, with their photos and the coach's reply",
        description:
          `Ordered by date then id, newest first, \`per_page\` (default ${CHECK_INS_PAGE_SIZE}) at a time: the ` +
          'next page is asked with the `next_cursor` of the one before (null on the last page). `review` is null ' +
          "until a coach has reviewed the check-in; each photo's `url` is an authenticated path.",
        querystring: checkInsQuerySchema,
        response: { 200: successEnvelope(checkInPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const after = request.query.cursor ? decodeCheckInCursor(request.query.cursor) : null;
      const perPage = request.query.per_page ?? CHECK_INS_PAGE_SIZE;
      const page = await memberCheckIns.findPage(
        request.db,
        memberIdOf(request),
        after,
        perPage,
        memberPhotoUrl,
      );
      const last = page.items.at(-1);
      return {
        success: true as const,
        data: { data: page.items, next_cursor: page.hasMore && last ? encodeCheckInCursor(last) : null },
      };
    },
  );

  app.delete(
    '/member/check-ins/:id',
    {
      config: memberTrashDelete.config,
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.deleteCheckIn',
        summary: 'Delete a check-in (to the trash)',
        description:
          "A mistaken check-in leaves the member's list and the coach's queue and goes to the trash with its " +
          'photos, which stay private: the coach can restore it (POST /trash/check-in/{id}/restore) until the ' +
          "purge deletes it and its photo files. Another member's check-in answers 404.",
        params: memberTrashDelete.params,
        response: memberTrashDelete.response,
      },
    },
    async (request) => {
      const { id } = request.params;
      const tx = requestTransaction(request);
      // The trash knows no owners: the member's own live check-in is locked first.
      if (!(await memberCheckIns.lockOwn(tx, memberIdOf(request), id)))
        throw notFound(checkInMessages.notFound);
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const { moved } = await moveToTrash(tx, context, 'check-in', [id]);
      if (moved.length === 0) throw notFound(checkInMessages.notFound);
      return { success: true as const, message: checkInMessages.deleted, data: { id } };
    },
  );
};
