import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  progressionMessages,
  progressionResultSchema,
  progressionSchema,
  successEnvelope,
  type ProgressionResultOutput,
} from '@coachboard/contract';
import { changedNothing } from '../../lib/records/index.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParamsOf } from '../../lib/route-schemas.js';
import { ACTIVITY_LOG_TAGS } from './route-schemas.js';
import { applyProgression } from './use-cases/apply-progression.js';

export const progressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-days/:dayId/exercises/:logId/progression',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.progression',
        summary:
          "Write a day exercise's sets, progressed by a rule, on the same day of the week of the next weeks (adding the exercise where missing at the same position), in one transaction; dry_run answers the same and writes nothing. 404 for a day or log not found; 409 naming the rest days among the targets; 422 for a bad rule or more weeks than are left.",
        params: idParamsOf('dayId', 'logId'),
        body: progressionSchema,
        response: {
          200: successEnvelope(progressionResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { dayId, logId } = request.params;
      const applied = await applyProgression(requestTransaction(request), dayId, logId, request.body);
      const data = applied.result as unknown as ProgressionResultOutput;
      if (request.body.dry_run) {
        changedNothing(request);
        return { success: true as const, message: progressionMessages.preview, data };
      }
      // Each day's entry keeps the sets it overwrote (before) and wrote (after), as a sets edit's entry does, so
      // what a progression replaced stays on record.
      const weekOf = new Map(applied.result.weeks.map((week) => [week.training_day_id, week]));
      await request.audit.record(
        applied.targets.map((target) => ({
          action: 'update' as const,
          record: { type: 'training-day' as const, id: target.id, name: target.name },
          changes: {
            sets_data: {
              before: weekOf.get(target.id)?.overwrites ?? null,
              after: weekOf.get(target.id)?.sets ?? null,
            },
          },
          details: {
            progression: request.body.rule,
            exercise: applied.exercise,
            progressed_from: applied.source,
            added: target.added,
          },
        })),
      );
      return { success: true as const, message: progressionMessages.applied, data };
    },
  );
};
