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
import { invalidField } from '../../../lib/errors.js';
import { changedNothing } from '../../../lib/records/index.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { memberIdOf } from '../member-id.js';
import { MEMBER_TAGS } from '../route-schemas.js';
import { decodeCheckInCursor, encodeCheckInCursor, memberPhotoUrl } from './check-in-cursor.js';
import { recordOnMember } from './record-on-member.js';

/** `POST /member/check-ins` and `GET /member/check-ins`: the member's own check-ins and the coach's replies. */
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
          '`POST /member/check-ins/{id}/photos`.',
        body: createCheckInInputSchema,
        response: {
          200: successEnvelope(checkInSchema),
          201: successEnvelope(checkInSchema),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const dateProblem = checkInDateProblem(request.body.date, todayUtc());
      if (dateProblem) throw invalidField('date', dateProblem);
      const { created, checkIn } = await memberCheckIns.insertOnce(
        request.db,
        memberId,
        request.body,
        memberPhotoUrl,
      );
      if (!created) {
        changedNothing(request);
        return { success: true as const, message: checkInMessages.alreadyCreated, data: checkIn };
      }
      await recordOnMember(request, memberId, {
        check_in: { id: checkIn.id, date: checkIn.date, added: true },
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
};
