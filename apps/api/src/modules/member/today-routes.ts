import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberTodayQuerySchema,
  memberTodaySchema,
  SCHEDULE_DEFAULT_DAYS,
  SCHEDULE_MAX_DAYS,
  successEnvelope,
  userScheduleQuerySchema,
  userScheduleSchema,
} from '@coachboard/contract';
import { getUserSchedule, scheduleRange, todayUtc } from '../assignments/public.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { memberIdOf } from './member-id.js';
import { MEMBER_TAGS } from './route-schemas.js';
import { memberToday } from './today.js';

/** `GET /member/today` and `GET /member/schedule`: what the member's programs give their dates. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/today',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.getToday',
        summary: "The member's day: its training day with each exercise's prescription, or why there is none",
        description:
          "`date` (YYYY-MM-DD) is the member's local date; without it, today in UTC. `status`: `training`, " +
          '`rest`, `not_started` (before the start date of the next program), `finished` (on or after the last ' +
          "program's `ends_on`) or `no_program`. A training day lists its exercises in order with their group " +
          "(A1, A2...), video link and each set's prescription; `session` names a workout already logged for it.",
        querystring: memberTodayQuerySchema,
        response: { 200: successEnvelope(memberTodaySchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const date = request.query.date ?? todayUtc();
      return { success: true as const, data: await memberToday(request.db, memberIdOf(request), date) };
    },
  );

  app.get(
    '/member/schedule',
    {
      schema: {
        tags: MEMBER_TAGS,
        operationId: 'member.getSchedule',
        summary: "The member's schedule: each date of from..to with what each of their assignments gives it",
        description:
          `As \`GET /users/{id}/schedule\` answers for the member: \`from\` and \`to\` (YYYY-MM-DD, both included) ` +
          `default to today (UTC) and from + ${SCHEDULE_DEFAULT_DAYS - 1} days; at most ${SCHEDULE_MAX_DAYS} days ` +
          '(422 beyond).',
        querystring: userScheduleQuerySchema,
        response: { 200: successEnvelope(userScheduleSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { from, to } = scheduleRange(request.query);
      const schedule = await getUserSchedule(request.db, memberIdOf(request), from, to);
      return { success: true as const, data: { from, to, days: schedule } };
    },
  );
};
