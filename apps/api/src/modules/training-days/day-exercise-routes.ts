import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityLogSchema,
  addActivityLogSchema,
  addedActivityLogSchema,
  removedActivityLogSchema,
  successEnvelope,
  trainingDayMessages,
  updatePositionsSchema,
  updateSetsSchema,
} from '@coachboard/contract';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ACTIVITY_LOG_TAGS, dayExerciseParams } from './route-schemas.js';
import {
  addedExerciseDetails,
  dayOfBody,
  dayOfLogInPath,
  logDetails,
  reorderDetails,
  setsOfLogInPath,
} from './day-exercise-audit.js';
import { addDayExercise } from './use-cases/add-day-exercise.js';
import {
  removeDayExercise,
  reorderDayExercises,
  updateDayExerciseSetsData,
} from './use-cases/change-day-exercises.js';

export const dayExerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user-exercise-activity-logs/add-new',
    {
      config: {
        audit: { action: 'assign', record: 'training-day', target: dayOfBody, details: addedExerciseDetails },
      },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.addExercise',
        summary:
          'Put an exercise at the end of a training day with one default set (reps 1). is_persistent also puts it on every training day of the program with the same day of the week. 409 on a rest day or when the day already holds it.',
        body: addActivityLogSchema,
        response: {
          201: successEnvelope(addedActivityLogSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await addDayExercise(request.db, request.body);
      const message =
        data.assigned_days > 1
          ? trainingDayMessages.assignedToAll(data.exercise.name, data.assigned_days)
          : trainingDayMessages.assigned(data.exercise.name);
      reply.code(201);
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/user-exercise-activity-logs/update-positions',
    {
      config: {
        audit: { action: 'reorder', record: 'training-day', target: dayOfBody, details: reorderDetails },
      },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.reorderExercises',
        summary:
          'Reorder a training day: positions maps activity log ids to positions; the day is renumbered 1..n in one transaction. Logs of another day are refused (422).',
        body: updatePositionsSchema,
        response: {
          200: successEnvelope(z.array(activityLogSchema)),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: trainingDayMessages.positionsSaved,
      data: await reorderDayExercises(request.db, request.body.training_day_id, request.body.positions),
    }),
  );

  app.patch(
    '/user-exercise-activity-logs/:logId',
    {
      config: {
        audit: {
          action: 'update',
          record: 'training-day',
          target: dayOfLogInPath,
          watch: setsOfLogInPath,
          details: logDetails,
        },
      },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.updateExerciseSets',
        summary:
          'Save the sets of an exercise on a day: sets_data keyed set_1..set_n without gaps; reps a whole number of at least 1; weight null or at least 1 in steps of 0.5; time, rest and rir null or whole numbers of at least 0.',
        params: dayExerciseParams,
        body: updateSetsSchema,
        response: { 200: successEnvelope(activityLogSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: trainingDayMessages.setsSaved,
      data: await updateDayExerciseSetsData(request.db, request.params.logId, request.body.sets_data),
    }),
  );

  app.delete(
    '/user-exercise-activity-logs/:logId',
    {
      config: {
        audit: { action: 'unassign', record: 'training-day', target: dayOfLogInPath, details: logDetails },
      },
      schema: {
        tags: ACTIVITY_LOG_TAGS,
        operationId: 'trainingDays.removeExercise',
        summary:
          "Take an exercise off its training day: it goes to the trash with its sets (type day-exercise, answered as trash_entry; restoring appends it after the day's exercises), the remaining positions close up (1..n), and a superset or circuit left with one exercise is dissolved.",
        params: dayExerciseParams,
        response: { 200: successEnvelope(removedActivityLogSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const data = await removeDayExercise(requestTransaction(request), context, request.params.logId);
      return { success: true as const, message: trainingDayMessages.removed, data };
    },
  );
};
