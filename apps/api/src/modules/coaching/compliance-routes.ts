import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarDateDetailSchema,
  calendarDateSchema,
  coachSessionSchema,
  complianceMessages,
  complianceQuerySchema,
  complianceSchema,
  idParam,
  successEnvelope,
  trainingCalendarQuerySchema,
  trainingCalendarSchema,
  userMessages,
} from '@coachboard/contract';
import { notFound } from '../../lib/errors.js';
import { errorResponses, idParams, idParamsOf } from '../../lib/route-schemas.js';
import { todayUtc } from '../assignments/public.js';
import { isAppUser } from './app-users-repository.js';
import { measureUserCompliance } from './use-cases/measure-training.js';
import { calendarDate, coachSession, trainingCalendar } from './use-cases/training-calendar.js';

const TAGS = ['coaching'];

const definition =
  'Over the `days` dates ending today (UTC): prescribed sets are the sets of every training day scheduled for the ' +
  "user (from their assignments' start dates; rest days and dates before the start count nothing); a prescribed " +
  'set is done when a completed performed set of that day exercise and set number is logged in a workout for that ' +
  'training day performed in the window (late counts; a swap counts for the exercise it replaced); each exercise ' +
  "counts at most 100%. A workout is measured against the day's prescription as it was when logged. " +
  'percentage: done ÷ prescribed (one decimal), null when nothing was prescribed.';

/** 404 unless `id` is an app user: a panel account or a missing id has no logged training. */
const appUserOr404 = async (db: Parameters<typeof isAppUser>[0], id: number) => {
  if (!(await isAppUser(db, id))) throw notFound(userMessages.notFound);
};

/** The coach's view of a user's logged training: compliance, the calendar, a date, a workout. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/compliance',
    {
      schema: {
        tags: TAGS,
        operationId: 'coaching.getCompliance',
        summary: "A user's compliance over the last 7, 30 or 90 days, in total and per week",
        description: `${definition} \`days\`: 7, 30 or 90 (7 without it; anything else 422). \`weeks\`: the same figures per calendar week (Monday to Sunday) inside the window. 404 for a missing user or a panel account.`,
        params: idParams,
        querystring: complianceQuerySchema,
        response: { 200: successEnvelope(complianceSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await appUserOr404(request.db, request.params.id);
      const { measured: _measured, ...figures } = await measureUserCompliance(
        request.db,
        request.params.id,
        todayUtc(),
        request.query.days,
      );
      return { success: true as const, data: { user_id: request.params.id, ...figures } };
    },
  );

  app.get(
    '/users/:id/training-calendar',
    {
      schema: {
        tags: TAGS,
        operationId: 'coaching.getTrainingCalendar',
        summary:
          "A user's training calendar: each date of the last weeks done, partial, missed, planned or rest",
        description:
          'The `weeks` weeks (12 without it, at most 26), Monday to Sunday, ending with the week holding today ' +
          '(UTC). Each date: `done` (every prescribed set done), `partial` (a workout logged, not every set done), ' +
          '`missed` (a training day before today with no workout), `planned` (a training day today or later with ' +
          'none yet), `rest`, `none` (no assignment); its prescribed and done sets and the workouts counted for it ' +
          '(a late workout counts for the date it was scheduled). 404 for a missing user or a panel account.',
        params: idParams,
        querystring: trainingCalendarQuerySchema,
        response: { 200: successEnvelope(trainingCalendarSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await appUserOr404(request.db, request.params.id);
      const calendar = await trainingCalendar(request.db, request.params.id, todayUtc(), request.query.weeks);
      return { success: true as const, data: calendar };
    },
  );

  app.get(
    '/users/:id/training-calendar/:date',
    {
      schema: {
        tags: TAGS,
        operationId: 'coaching.getCalendarDate',
        summary:
          'One date of the calendar: its training days with their prescription, and the workouts logged for it',
        description:
          "Each training day scheduled that date with its exercises (the set count of the workout's copy, else " +
          'of the day now; the targets as the day holds them now), and each workout counted for the date with its ' +
          'performed sets beside the targets they were logged against. 404 for a missing user or a panel account.',
        params: z.object({ id: idParam, date: calendarDateSchema('date') }),
        response: { 200: successEnvelope(calendarDateDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await appUserOr404(request.db, request.params.id);
      const detail = await calendarDate(request.db, request.params.id, request.params.date, todayUtc());
      return { success: true as const, data: detail };
    },
  );

  app.get(
    '/users/:id/sessions/:sessionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'coaching.getSession',
        summary: "One of a user's logged workouts, beside the prescription it was logged against",
        description:
          'The workout with each performed set and its `target` (the prescription copy kept when logged), the ' +
          "day's prescription as it was logged (`prescription`: each day exercise's set count), and the workout's " +
          'done and prescribed sets. 404 for a workout of another user, a deleted one, a missing user or a panel account.',
        params: idParamsOf('id', 'sessionId'),
        response: { 200: successEnvelope(coachSessionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await appUserOr404(request.db, request.params.id);
      const session = await coachSession(request.db, request.params.id, request.params.sessionId);
      if (!session) throw notFound(complianceMessages.sessionNotFound);
      return { success: true as const, data: session };
    },
  );
};
