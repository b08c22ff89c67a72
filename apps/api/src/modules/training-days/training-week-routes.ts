import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paginated,
  programMessages,
  successEnvelope,
  trainingDayEditorSchema,
  trainingWeekSchema,
  trainingWeeksQuerySchema,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { notFound } from '../../lib/errors.js';
import { listAllWeeks, listWeeksPage, scheduleExists } from './schedule-repository.js';
import { findMissingDayPart, getTrainingDay } from './training-day-repository.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { TRAINING_WEEK_TAGS, trainingDayParams } from './route-schemas.js';

const missingDayMessages = {
  program: programMessages.notFound,
  week: programMessages.weekNotFound,
  day: programMessages.dayNotFound,
};

export const trainingWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireProgram = async (db: Queryable, id: number) => {
    if (!(await scheduleExists(db, id))) throw notFound(programMessages.notFound);
  };

  app.get(
    '/training-programs/:id/training-weeks',
    {
      schema: {
        tags: TRAINING_WEEK_TAGS,
        operationId: 'trainingDays.listWeeks',
        summary: 'A page of the program weeks in sequence order, each with its 7 days (page 1, per_page 15)',
        params: idParams,
        querystring: trainingWeeksQuerySchema,
        response: {
          200: successEnvelope(paginated(trainingWeekSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      await requireProgram(request.db, request.params.id);
      const { items, total } = await listWeeksPage(request.db, request.params.id, page, perPage);
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );

  app.get(
    '/training-programs/:id/training-weeks/all',
    {
      schema: {
        tags: TRAINING_WEEK_TAGS,
        operationId: 'trainingDays.listAllWeeks',
        summary: 'Every week of the program (at most 52) with its days, unpaged',
        params: idParams,
        response: {
          200: successEnvelope(z.array(trainingWeekSchema)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      await requireProgram(request.db, request.params.id);
      return { success: true as const, data: await listAllWeeks(request.db, request.params.id) };
    },
  );

  app.get(
    '/training-programs/:programId/training-weeks/:weekId/training-days/:dayId',
    {
      schema: {
        tags: TRAINING_WEEK_TAGS,
        operationId: 'trainingDays.get',
        summary:
          'A training day with its week and its exercises in position order, each with its sets and the exercise (name, yt_link, target muscle group)',
        params: trainingDayParams,
        response: { 200: successEnvelope(trainingDayEditorSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { programId, weekId, dayId } = request.params;
      const day = await getTrainingDay(request.db, programId, weekId, dayId);
      if (!day) throw notFound(missingDayMessages[await findMissingDayPart(request.db, programId, weekId)]);
      return { success: true as const, data: day };
    },
  );
};
