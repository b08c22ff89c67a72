import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pasteMessages, pasteResultSchema, pasteWorkoutSchema, successEnvelope } from '@coachboard/contract';
import { changedNothing } from '../../plugins/audit.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParamsOf } from '../../lib/route-schemas.js';
import { ACTIVITY_LOG_TAGS } from './route-schemas.js';
import { pasteWorkout } from './use-cases/paste-workout.js';

/** Paste a workout (issue 21): lines such as 'Back squat 5x5 @100kg' become the day's exercises. */
export const workoutPasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-days/:dayId/paste',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.paste',
        summary:
          "Read a pasted workout, one exercise a line ('A1 Bench press 4x6 @75%'): each line's sets and its library exercise (exact name, alias, then trigram similarity; choices pick a line's exercise by line number), or why a line cannot be read, or the three closest names. dry_run answers that and writes nothing (200); otherwise every line is appended to the end of the day in order in one transaction, consecutive lines with the same group letter a superset (201). 404 for a day not found; 409 for a rest day; 422 for a chosen exercise not found, or when a line is unmatched or unreadable (nothing is written).",
        params: idParamsOf('dayId'),
        body: pasteWorkoutSchema,
        response: {
          200: successEnvelope(pasteResultSchema),
          201: successEnvelope(pasteResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { result, day } = await pasteWorkout(
        requestTransaction(request),
        request.params.dayId,
        request.body,
      );
      if (request.body.dry_run) {
        changedNothing(request);
        return { success: true as const, message: pasteMessages.preview, data: result };
      }
      await request.audit.record([
        {
          action: 'update' as const,
          record: { type: 'training-day' as const, id: day.id, name: day.name },
          details: { pasted: result.added_log_ids.length },
        },
      ]);
      reply.code(201);
      return {
        success: true as const,
        message: pasteMessages.added(result.added_log_ids.length),
        data: result,
      };
    },
  );
};
