import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_IN_EARLY_DAYS,
  CHECK_IN_OVERDUE_AFTER_DAYS,
  CHECK_IN_REPLY_MAX,
  checkInMessages,
  checkInQueueQuerySchema,
  checkInReviewMessages,
  coachCheckInPageSchema,
  coachCheckInSchema,
  overdueCheckInPageSchema,
  overdueCheckInQuerySchema,
  reviewCheckInInputSchema,
  successEnvelope,
  userCheckInsQuerySchema,
} from '@coachboard/contract';
import { notFound } from '../../../lib/errors.js';
import { toPaginator } from '../../../lib/paginator.js';
import { errorResponses, idParams } from '../../../lib/route-schemas.js';
import { USER_TAGS } from '../route-schemas.js';
import { refuseUnlessAppUser } from './check-in-coach-routes.js';
import {
  coachCheckInsOf,
  findCheckInsToReview,
  findOverdueCheckIns,
  findUserCheckIns,
  lockReviewableCheckIn,
  saveReview,
} from './check-in-review-repository.js';

const OVERDUE_RULE =
  'A cadence is due on starts_on + k × 7 × every_weeks days; a due date is met by a check-in dated on or after ' +
  `${CHECK_IN_EARLY_DAYS} days before it. A user is overdue when their earliest unmet due date is at least ` +
  `${CHECK_IN_OVERDUE_AFTER_DAYS} days (48 hours) before today (UTC); any check-in dated on or after that due ` +
  `date less ${CHECK_IN_EARLY_DAYS} days clears it.`;

/**
 * The coach's check-in work: the queue of check-ins to review (oldest first), the users whose check-in is
 * overdue, one user's check-ins, and 'Mark reviewed' with an optional reply the member reads in
 * `GET /member/check-ins`. Coaches and owners (permission table); moderators get 403.
 */
export const checkInReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-ins/to-review',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.listCheckInsToReview',
        summary: 'Check-ins not yet reviewed, oldest first (the dashboard card "Check-ins to review")',
        description:
          'Check-ins of active app users with no review, by date then id, oldest first; the total is the ' +
          "dashboard's `check_ins_to_review` count. Each carries its user, its bodyweight and waist against the " +
          "user's latest earlier check-in that recorded them, and the photos of the user's first check-in with " +
          'photos (`first`); photo URLs are the authenticated coach route.',
        querystring: checkInQueueQuerySchema,
        response: { 200: successEnvelope(coachCheckInPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { items, total } = await findCheckInsToReview(request.db, page, perPage);
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );

  app.get(
    '/check-ins/overdue',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.listOverdueCheckIns',
        summary: 'Users whose check-in is overdue by their cadence, longest overdue first',
        description: `${OVERDUE_RULE} The total is the dashboard's \`overdue_check_ins\` count.`,
        querystring: overdueCheckInQuerySchema,
        response: { 200: successEnvelope(overdueCheckInPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { items, total } = await findOverdueCheckIns(request.db, page, perPage);
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );

  app.get(
    '/users/:id/check-ins',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.listCheckIns',
        summary: "A user's check-ins, newest first, with their reviews, changes and photos",
        description:
          'As the queue answers each check-in, reviewed or not. 404 for a missing user, 403 for a panel account.',
        params: idParams,
        querystring: userCheckInsQuerySchema,
        response: { 200: successEnvelope(coachCheckInPageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await refuseUnlessAppUser(request.db, userId);
      const { page, per_page: perPage } = request.query;
      const { items, total } = await findUserCheckIns(request.db, userId, page, perPage);
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );

  app.post(
    '/check-ins/:id/review',
    {
      // Recorded on the user (a check-in is no record of its own in the log): the entry says which check-in and
      // whether a reply went with it, never the reply's words (every team role reads changes to users).
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.reviewCheckIn',
        summary: 'Mark a check-in reviewed, with an optional reply the member reads in GET /member/check-ins',
        description:
          `\`reply\`: optional, at most ${CHECK_IN_REPLY_MAX} characters, trimmed (empty: none). The check-in leaves ` +
          'the queue. Reviewing a reviewed check-in again replaces its reply, reviewer and time (the member sees ' +
          'the latest). 404 for a check-in that does not exist or whose user is a panel account or deleted.',
        params: idParams,
        body: reviewCheckInInputSchema,
        response: { 200: successEnvelope(coachCheckInSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const checkIn = await lockReviewableCheckIn(request.db, request.params.id);
      if (!checkIn) throw notFound(checkInMessages.notFound);
      const reply = request.body.reply ?? null;
      await saveReview(request.db, checkIn.id, request.user!.id, reply);
      const user = await request.server.recordTypes.get('user')?.read(request.db, checkIn.userId);
      await request.audit.record(
        {
          action: 'update',
          record: { type: 'user', id: checkIn.userId, name: user?.name ?? null },
          details: {
            check_in_review: {
              id: checkIn.id,
              date: checkIn.date,
              replied: reply !== null,
              again: checkIn.reviewedAt !== null,
            },
          },
        },
        request.db,
      );
      const [reviewed] = await coachCheckInsOf(request.db, [checkIn.id]);
      return { success: true as const, message: checkInReviewMessages.reviewed, data: reviewed! };
    },
  );
};
