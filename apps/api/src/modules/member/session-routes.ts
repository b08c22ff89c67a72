import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logSessionInputSchema,
  MEMBER_SESSIONS_PAGE_SIZE,
  memberMessages,
  memberSessionsQuerySchema,
  PERFORMED_SETS_MAX,
  sessionPageSchema,
  successEnvelope,
  workoutSessionSchema,
} from '@coachboard/contract';
import { diffFields } from '../../lib/audit.js';
import { foundOr } from '../../lib/errors.js';
import { changedNothing } from '../../lib/records/index.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { memberIdOf } from './member-id.js';
import { MEMBER_TAGS } from './route-schemas.js';
import { decodeSessionCursor, encodeSessionCursor } from './session-cursor.js';
import { findSession, listSessions } from './sessions-repository.js';
import { logSession } from './use-cases/log-session.js';
import { sessionAuditFields, sessionName } from './workout-session-record.js';

/** `POST /member/sessions`, `GET /member/sessions` and `GET /member/sessions/{id}`: logging and reading workouts. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/member/sessions',
    {
      // The handler records the creation only when it stored one: a retried upload changes nothing.
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.logSession',
        summary: 'Log a workout (once per client_id)',
        description:
          '`client_id` is a UUID the app makes for the workout: the same one again answers 200 with the stored ' +
          'workout and logs nothing (a deleted one: 409). Each set names its `day_exercise_id`, or an `exercise_id` ' +
          'the member added (with `replaces_day_exercise_id` for a swap), and keeps a copy of the prescription it ' +
          `is logged against. At most ${PERFORMED_SETS_MAX} sets. A training day of a program not assigned to ` +
          "the member answers 404; a day exercise not on the day, a date more than a year back or after the member's " +
          'today, a workout longer than 24 hours and out-of-range values answer 422 with the fields.',
        body: logSessionInputSchema,
        response: {
          200: successEnvelope(workoutSessionSchema),
          201: successEnvelope(workoutSessionSchema),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { created, session } = await logSession(request.db, memberIdOf(request), request.body);
      if (!created) {
        changedNothing(request);
        return { success: true as const, message: memberMessages.alreadyLogged, data: session };
      }
      await request.audit.record({
        action: 'create',
        record: { type: 'workout-session', id: session.id, name: sessionName(session) },
        changes: diffFields(null, sessionAuditFields(session)),
      });
      reply.code(201);
      return { success: true as const, message: memberMessages.logged, data: session };
    },
  );

  app.get(
    '/member/sessions',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.listSessions',
        summary: "The member's logged workouts, newest first, a page at a time",
        description:
          '`from` and `to` (YYYY-MM-DD, both included, optional) bound `performed_on`. Ordered by `performed_on` ' +
          `then id, newest first, \`per_page\` (default ${MEMBER_SESSIONS_PAGE_SIZE}) at a time: the next page is ` +
          'asked with the `next_cursor` of the one before (null on the last page).',
        querystring: memberSessionsQuerySchema,
        response: { 200: successEnvelope(sessionPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { from, to, cursor, per_page: perPage } = request.query;
      const { items, hasMore } = await listSessions(request.db, memberIdOf(request), {
        from,
        to,
        after: cursor ? decodeSessionCursor(cursor) : undefined,
        limit: perPage ?? MEMBER_SESSIONS_PAGE_SIZE,
      });
      const last = items.at(-1);
      return {
        success: true as const,
        data: { data: items, next_cursor: hasMore && last ? encodeSessionCursor(last) : null },
      };
    },
  );

  app.get(
    '/member/sessions/:id',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.getSession',
        summary: 'One of the member’s logged workouts with its sets',
        description: "Another member's workout, and a deleted one, answer 404.",
        params: idParams,
        response: { 200: successEnvelope(workoutSessionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const session = await findSession(request.db, request.params.id, memberIdOf(request));
      return { success: true as const, data: foundOr(session, memberMessages.sessionNotFound) };
    },
  );
};
