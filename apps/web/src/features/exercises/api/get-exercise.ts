import { queryOptions, useQuery } from '@tanstack/react-query';
import { exerciseDetailSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './exercise-query-keys';

export const getExercise = (id: number, signal?: AbortSignal) =>
  api.get(`/exercises/${id}`, { schema: exerciseDetailSchema, signal });

export const getExerciseQueryOptions = (id: number) =>
  queryOptions({ queryKey: exerciseKeys.detail(id), queryFn: ({ signal }) => getExercise(id, signal) });

export const useExercise = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getExerciseQueryOptions(id), enabled });
