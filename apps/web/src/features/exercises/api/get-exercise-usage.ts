import { queryOptions, useQuery } from '@tanstack/react-query';
import { exerciseUsageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './exercise-query-keys';

/** How many training days and programs a delete would take the exercise off. */
export const getExerciseUsage = (id: number, signal?: AbortSignal) =>
  api.get(`/exercises/${id}/usage`, { schema: exerciseUsageSchema, signal });

export const getExerciseUsageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exerciseKeys.usage(id),
    queryFn: ({ signal }) => getExerciseUsage(id, signal),
    staleTime: 0,
  });

export const useExerciseUsage = (id: number) => useQuery(getExerciseUsageQueryOptions(id));
