import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pasteMessages,
  pasteResultSchema,
  pasteUndoResultSchema,
  pasteWorkoutSchema,
  successEnvelope,
} from '@coachboard/contract';
import { changedNothing } from '../../lib/records/index.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParamsOf } from '../../lib/route-schemas.js';
import { ACTIVITY_LOG_TAGS } from './route-schemas.js';
import { pasteWorkout } from './use-cases/paste-workout.js';
import { undoPaste } from './use-cases/undo-paste.js';

/** Paste a workout: lines such as 'Back squat 5x5 @100kg' become the day's exercises; Undo takes a paste back. */
export const workoutPasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-days/:dayId/paste',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.paste',
        summary: 'Paste a workout onto a training day, one exercise a line',
        description: [
          "Reads a pasted workout, one exercise a line ('A1 Bench press 4x6 @75%', '3x8-12', 'Plank 3x60s': a timed set is reps 1 and time in seconds): each line's sets and its library exercise (exact name, alias, then trigram similarity), or why a line cannot be read, or the three closest names.",
          "choices, by line number (1-based, counting every line of text): exercise_id picks a line's exercise; on_existing ('add_sets' or 'skip') decides a line whose exercise is already on the day (status on_day, 'Already on this day'): add_sets appends its sets to that day exercise (set_4, set_5... after three), skip leaves the line out. on_existing is ignored for other lines.",
          'dry_run answers that, with counts of what would be added, and writes nothing (200). Otherwise, in one transaction: every matched line is appended to the end of the day in order, consecutive lines with the same group letter a superset, and the add_sets lines give their sets (201); one audit entry, whose id is paste_id, for POST /training-days/{dayId}/paste/{pasteId}/undo.',
          '404 for a day not found; 409 for a rest day; 422 (nothing written) for a chosen exercise not found, a choice naming a line twice or a line not in the text, a line unmatched or unreadable, an on_day line without on_existing, an existing exercise that would pass 20 sets, or nothing to add (every line skipped).',
        ].join('\n\n'),
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
      const { result, day, record } = await pasteWorkout(
        requestTransaction(request),
        request.params.dayId,
        request.body,
      );
      if (!record) {
        changedNothing(request);
        return { success: true as const, message: pasteMessages.preview, data: result };
      }
      const [pasteId] = await request.audit.record([
        {
          action: 'update' as const,
          record: { type: 'training-day' as const, id: day.id, name: day.name },
          details: {
            pasted: result.counts.exercises,
            ...(result.counts.sets > 0
              ? { sets_added: result.counts.sets, exercises_given_sets: result.counts.existing }
              : {}),
            paste: record,
          },
        },
      ]);
      reply.code(201);
      return {
        success: true as const,
        message: pasteMessages.addedSummary(result.counts),
        data: { ...result, paste_id: pasteId ?? null },
      };
    },
  );

  app.post(
    '/training-days/:dayId/paste/:pasteId/undo',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.undoPaste',
        summary: 'Undo a paste: take its exercises and appended sets back off the day',
        description:
          "pasteId is the paste's paste_id. In one transaction, removes the day exercises the paste added (their superset groups left with fewer than two exercises go too) and cuts the exercises it gave sets back to their earlier sets; the day's positions close up; one audit entry naming the paste's. 404 for a day or paste not found; 409 when the paste was undone already, or when one of its exercises was removed or its sets edited since (the message names them; nothing changes).",
        params: idParamsOf('dayId', 'pasteId'),
        response: {
          200: successEnvelope(pasteUndoResultSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { dayId, pasteId } = request.params;
      const { undone, day } = await undoPaste(requestTransaction(request), dayId, pasteId);
      await request.audit.record({
        action: 'update',
        record: { type: 'training-day', id: day.id, name: day.name },
        details: { undid_paste: pasteId, removed: undone.removed, sets_removed: undone.sets_removed },
        revertsEntryId: pasteId,
      });
      return { success: true as const, message: pasteMessages.undone, data: undone };
    },
  );
};
