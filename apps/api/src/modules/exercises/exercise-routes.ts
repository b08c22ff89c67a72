import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExerciseSchema,
  exerciseDetailSchema,
  exerciseListPageSchema,
  exerciseListQuerySchema,
  exerciseMessages,
  exerciseSearchLastPage,
  exerciseSearchOffset,
  exerciseSearchPageSchema,
  exerciseSearchPageSize,
  exerciseSearchQuerySchema,
  exerciseUsageSchema,
  EXERCISES_PAGE_SIZE,
  muscleGroupSchema,
  successEnvelope,
  updateExerciseSchema,
} from '@coachboard/contract';
import { foundOr } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { answer, params } from '../../lib/records/index.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { exerciseUsage, findExercise, listExercises, searchExercises } from './exercises-repository.js';
import { listMuscleGroups } from './muscle-groups-repository.js';
import { EXERCISE_TAGS } from './route-schemas.js';
import { trashExercise } from './use-cases/delete-exercise.js';
import { getExerciseDetail } from './use-cases/exercise-detail.js';
import { createExercise, updateExercise } from './use-cases/save-exercise.js';

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exercises',
    {
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.list',
        summary:
          'The exercise library, newest first, 15 a page, each with its number of assigned programs. `search` matches name, target muscle group, muscle group names and location (home, gym); the flags and target_muscle_group filter.',
        querystring: exerciseListQuerySchema,
        response: { 200: successEnvelope(exerciseListPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, search, is_at_home, is_gym_based, target_muscle_group } = request.query;
      const filters = {
        search,
        isAtHome: is_at_home,
        isGymBased: is_gym_based,
        targetMuscleGroup: target_muscle_group,
      };
      const { items, total } = await listExercises(request.db, filters, page, EXERCISES_PAGE_SIZE);
      return {
        success: true as const,
        data: toPaginator(items, total, page, EXERCISES_PAGE_SIZE, request.url),
      };
    },
  );

  app.get(
    '/exercises/search',
    {
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.search',
        summary:
          'Exercises by name, target muscle group, muscle group names or location (home, gym), alphabetical. Page 1 holds 60, later pages 15 continuing after the rows already sent; last_page is computed with 15 as the specification says and next_page_url is null after the last row. With training_day_id, exercises already on that day are left out.',
        querystring: exerciseSearchQuerySchema,
        response: { 200: successEnvelope(exerciseSearchPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, searchTerm, training_day_id } = request.query;
      const limit = exerciseSearchPageSize(page);
      const offset = exerciseSearchOffset(page);
      const { items, total } = await searchExercises(request.db, {
        term: searchTerm,
        excludeDayId: training_day_id,
        offset,
        limit,
      });
      const paginator = toPaginator(items, total, page, limit, request.url, offset + items.length < total);
      const from = items.length > 0 ? offset + 1 : null;
      return {
        success: true as const,
        data: {
          ...paginator,
          last_page: exerciseSearchLastPage(total),
          from,
          to: from === null ? null : from + items.length - 1,
        },
      };
    },
  );

  app.get(
    '/muscle-groups',
    {
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.listMuscleGroups',
        summary: 'The anatomical muscle groups (a fixed reference list), head to toe',
        response: { 200: successEnvelope(z.array(muscleGroupSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listMuscleGroups(request.db) }),
  );

  app.post(
    '/exercises',
    {
      config: {
        audit: { action: 'create', record: 'exercise', target: answer((data: { id: number }) => data.id) },
      },
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.create',
        summary: 'Create an exercise (muscle_groups optional: one primary at most, up to 5 secondary)',
        body: createExerciseSchema,
        response: { 201: successEnvelope(exerciseDetailSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await createExercise(request.db, request.body);
      const data = await getExerciseDetail(request.db, id);
      reply.code(201);
      return { success: true as const, message: exerciseMessages.created, data };
    },
  );

  app.get(
    '/exercises/:id',
    {
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.get',
        summary: 'An exercise with its assigned programs and its primary and secondary muscle groups',
        params: idParams,
        response: { 200: successEnvelope(exerciseDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getExerciseDetail(request.db, request.params.id),
    }),
  );

  app.get(
    '/exercises/:id/usage',
    {
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.getUsage',
        summary:
          'How many training days, in how many programs, hold the exercise (what a delete takes it off, until it is restored)',
        params: idParams,
        response: { 200: successEnvelope(exerciseUsageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      foundOr(await findExercise(request.db, request.params.id), exerciseMessages.notFound);
      return { success: true as const, data: await exerciseUsage(request.db, request.params.id) };
    },
  );

  app.put(
    '/exercises/:id',
    {
      config: { audit: { action: 'update', record: 'exercise', target: params('id') } },
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.update',
        summary:
          'Update an exercise: the fields sent change, the others stay. muscle_groups, when sent, replaces the groups (at least one; one primary at most; up to 5 secondary; the primary not also secondary). expected_updated_at (optional): the updated_at the editor loaded; 409 when the exercise changed since.',
        params: idParams,
        body: updateExerciseSchema,
        response: {
          200: successEnvelope(exerciseDetailSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      await updateExercise(request.db, request.params.id, request.body);
      const data = await getExerciseDetail(request.db, request.params.id);
      return { success: true as const, message: exerciseMessages.updated, data };
    },
  );

  app.delete(
    '/exercises/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: EXERCISE_TAGS,
        operationId: 'exercises.delete',
        summary:
          'Move an exercise to the trash; its places on training days (same day, position and sets) and program links are hidden with it and come back when it is restored. Answers where it was used',
        params: idParams,
        response: { 200: successEnvelope(exerciseUsageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: exerciseMessages.deleted,
      data: await trashExercise(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        request.params.id,
      ),
    }),
  );
};
