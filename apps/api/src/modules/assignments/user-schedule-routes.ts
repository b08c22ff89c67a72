import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SCHEDULE_DEFAULT_DAYS,
  SCHEDULE_MAX_DAYS,
  successEnvelope,
  userMessages,
  userScheduleQuerySchema,
  userScheduleSchema,
} from '@coachboard/contract';
import { notFound } from '../../lib/errors.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { USER_TAGS } from './route-schemas.js';
import { scheduleRange } from './schedule-range.js';
import { findUserRole, getUserSchedule } from './user-schedule-repository.js';

/** `GET /users/{id}/schedule`: what the user's assignments give each date of a range. */
export const userScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/schedule',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.getSchedule',
        summary: "A user's schedule: each date of from..to with what each of their assignments gives it",
        description:
          `\`from\` and \`to\` (YYYY-MM-DD, both included) default to today (UTC) and from + ` +
          `${SCHEDULE_DEFAULT_DAYS - 1} days; at most ${SCHEDULE_MAX_DAYS} days (422 beyond). An assignment covers ` +
          'a date when start_date <= date < ends_on (ends_on: the first day after the program). Each entry names ' +
          "the program, the week (1-based), the day of that week (1..7) and the training day with its name 'Day " +
          "{absolute number}', or a rest day (a rest-day row, or no day row: training_day_id null).",
        params: idParams,
        querystring: userScheduleQuerySchema,
        response: { 200: successEnvelope(userScheduleSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { from, to } = scheduleRange(request.query);
      const [user, schedule] = await Promise.all([
        findUserRole(request.db, request.params.id),
        getUserSchedule(request.db, request.params.id, from, to),
      ]);
      // A team account has no schedule here: the users area reads app users only.
      if (!user || user.role !== 'user') throw notFound(userMessages.notFound);
      return { success: true as const, data: { from, to, days: schedule } };
    },
  );
};
