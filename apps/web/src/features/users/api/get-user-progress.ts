import { queryOptions, useQuery } from '@tanstack/react-query';
import { exerciseProgressSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** One exercise's progress for the user: a point per session, oldest first. */
export const getUserProgress = (userId: number, exerciseId: number, signal?: AbortSignal) =>
  api.get(`/users/${userId}/progress`, {
    query: { exercise_id: exerciseId },
    schema: exerciseProgressSchema,
    signal,
  });

export const getUserProgressQueryOptions = (userId: number, exerciseId: number) =>
  queryOptions({
    queryKey: userKeys.progress(userId, exerciseId),
    queryFn: ({ signal }) => getUserProgress(userId, exerciseId, signal),
  });

export const useUserProgress = (userId: number, exerciseId: number | null) =>
  useQuery({ ...getUserProgressQueryOptions(userId, exerciseId ?? 0), enabled: exerciseId !== null });
