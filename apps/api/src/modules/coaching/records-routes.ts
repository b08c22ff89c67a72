import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EPLEY_MAX_REPS,
  exerciseProgressPoints,
  exerciseProgressQuerySchema,
  exerciseProgressSchema,
  personalRecords,
  successEnvelope,
  userMessages,
  userRecordsSchema,
} from '@coachboard/contract';
import { exerciseSessionSets } from '../member/public.js';
import { notFound } from '../../lib/errors.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { isAppUser } from './app-users-repository.js';

const RECORDS_TAGS = ['coaching'];

const rules =
  'Sets count when completed with reps (1 or more) and a weight (above 0), in live sessions, by exercise_id. ' +
  `Estimated 1RM by the Epley rule, weight × (1 + reps / 30), from sets of ${EPLEY_MAX_REPS} reps or fewer. ` +
  'Sessions are taken in the order they were done (performed_on, started_at, id); a tie keeps the earlier session. ' +
  'A new record: a session beating every earlier session of the exercise on a kind (the first session sets the ' +
  'starting marks); it lists every kind it beat.';

/** `GET /users/{id}/records` and `GET /users/{id}/progress`: what a user's logged sets say, per exercise. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/records',
    {
      schema: {
        tags: RECORDS_TAGS,
        operationId: 'coaching.getRecords',
        summary: "A user's personal records per exercise, and the sessions that set new ones",
        description:
          `Per exercise (by name): the best estimated 1RM, the heaviest weight and the most reps, each with the set, ` +
          `date and session holding it; \`record_sessions\`, newest first, the sessions that set a new record. ${rules} ` +
          '404 for a user that does not exist or is a panel account.',
        params: idParams,
        response: { 200: successEnvelope(userRecordsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const [appUser, sessions] = await Promise.all([
        isAppUser(request.db, request.params.id),
        exerciseSessionSets(request.db, request.params.id),
      ]);
      if (!appUser) throw notFound(userMessages.notFound);
      return { success: true as const, data: personalRecords(sessions) };
    },
  );

  app.get(
    '/users/:id/progress',
    {
      schema: {
        tags: RECORDS_TAGS,
        operationId: 'coaching.getProgress',
        summary: "A user's progress on one exercise: a point per session",
        description:
          'Oldest first, one point per session holding a counting set of the exercise: the top set (the heaviest, ' +
          'the most reps among equals), the best estimated 1RM (null when every set had more than ' +
          `${EPLEY_MAX_REPS} reps), the volume (sum of reps × weight), the number of sets and the kinds of new ` +
          `records it set. ${rules} An exercise the user never logged answers no points.`,
        params: idParams,
        querystring: exerciseProgressQuerySchema,
        response: { 200: successEnvelope(exerciseProgressSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const exerciseId = request.query.exercise_id;
      const [appUser, sessions] = await Promise.all([
        isAppUser(request.db, request.params.id),
        exerciseSessionSets(request.db, request.params.id, exerciseId),
      ]);
      if (!appUser) throw notFound(userMessages.notFound);
      return {
        success: true as const,
        data: {
          exercise_id: exerciseId,
          exercise_name: sessions.at(-1)?.exercise_name ?? null,
          points: exerciseProgressPoints(sessions),
        },
      };
    },
  );
};
