import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { exerciseListPageSchema, type exerciseListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './exercise-query-keys';

export type GetExercisesParams = Partial<z.output<typeof exerciseListQuerySchema>>;

/** `GET /exercises`: 15 a page with search and the target / location filters. */
export const getExercises = (params: GetExercisesParams, signal?: AbortSignal) =>
  api.get('/exercises', { query: params, schema: exerciseListPageSchema, signal });

export const getExercisesQueryOptions = (params: GetExercisesParams) =>
  queryOptions({
    queryKey: exerciseKeys.list(params),
    queryFn: ({ signal }) => getExercises(params, signal),
    placeholderData: keepPreviousData,
  });

export const useExercises = (params: GetExercisesParams) => useQuery(getExercisesQueryOptions(params));
