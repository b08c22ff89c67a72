import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duplicateWeekSchema,
  programCopyMessages,
  programMessages,
  successEnvelope,
  trainingWeekSchema,
} from '@coachboard/contract';
import { params } from '../../lib/records/index.js';
import { foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParamsOf } from '../../lib/route-schemas.js';
import { TRAINING_WEEK_TAGS } from './route-schemas.js';
import { duplicateWeek, findWeekWithDays, type DuplicatedWeek } from './use-cases/duplicate-week.js';

const copies = new WeakMap<object, DuplicatedWeek>();

export const weekCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:programId/weeks/:weekId/duplicate',
    {
      config: {
        audit: {
          action: 'update',
          record: 'program',
          target: params('programId'),
          details: async (_db, request) => {
            const copy = copies.get(request);
            return copy
              ? {
                  week_copied: { from: copy.sourceWeek, to: copy.targetWeek },
                  replaced: copy.replaced,
                }
              : null;
          },
        },
      },
      schema: {
        tags: TRAINING_WEEK_TAGS,
        operationId: 'trainingDays.duplicateWeek',
        summary:
          "Duplicate a week: without target_week_id the copy becomes the program's next week (duration_weeks grows by one; 409 at 52 weeks); with one, that week's days take the source's day exercises and sets day by day, 409 when it already holds exercises unless replace is true, which moves them to the trash (type day-exercise, one batch). 404 for a week not of the program.",
        params: idParamsOf('programId', 'weekId'),
        body: duplicateWeekSchema,
        response: {
          201: successEnvelope(trainingWeekSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const tx = requestTransaction(request);
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const { programId, weekId } = request.params;
      const copy = await duplicateWeek(tx, context, programId, weekId, request.body);
      copies.set(request, copy);
      const week = foundOr(await findWeekWithDays(tx, copy.weekId), programMessages.weekNotFound);
      reply.code(201);
      return { success: true as const, message: programCopyMessages.weekDuplicated, data: week };
    },
  );
};
