import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { muscleGroupSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './exercise-query-keys';

export const getMuscleGroups = (signal?: AbortSignal) =>
  api.get('/muscle-groups', { schema: z.array(muscleGroupSchema), signal });

/** A fixed reference list: fetched once per session. */
export const getMuscleGroupsQueryOptions = () =>
  queryOptions({
    queryKey: exerciseKeys.muscleGroups(),
    queryFn: ({ signal }) => getMuscleGroups(signal),
    staleTime: Infinity,
  });

export const useMuscleGroups = () => useQuery(getMuscleGroupsQueryOptions());
