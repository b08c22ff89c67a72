import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  copyDayResultSchema,
  copyDaySchema,
  programCopyMessages,
  successEnvelope,
} from '@coachboard/contract';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParamsOf } from '../../lib/route-schemas.js';
import { ACTIVITY_LOG_TAGS } from './route-schemas.js';
import { copyDay } from './use-cases/copy-day.js';

export const dayCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-days/:dayId/copy-to',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.copyTo',
        summary:
          "Copy a day's exercises with their sets to other training days in one transaction: append (after their exercises; an exercise a target already holds is skipped and reported) or replace (their exercises go to the trash first: type day-exercise, one batch). 409 naming the rest days among the targets, changing nothing; 422 for the day itself or a day listed twice; 404 for a day not found.",
        params: idParamsOf('dayId'),
        body: copyDaySchema,
        response: {
          200: successEnvelope(copyDayResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const { result, targets, source } = await copyDay(
        requestTransaction(request),
        context,
        request.params.dayId,
        request.body,
      );
      const skippedOn = (dayId: number) =>
        result.skipped_exercises
          .filter((skipped) => skipped.training_day_id === dayId)
          .map((skipped) => skipped.exercise_name);
      await request.audit.record(
        targets.map((target) => ({
          action: 'update' as const,
          record: { type: 'training-day' as const, id: target.id, name: target.name },
          details: {
            copied_from: source,
            mode: request.body.mode,
            replaced: target.replaced,
            skipped: skippedOn(target.id),
          },
        })),
      );
      return { success: true as const, message: programCopyMessages.dayCopied, data: result };
    },
  );
};
