import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHEDULE_DEFAULT_DAYS, addDays, userScheduleSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** The user's schedule from `from` (the admin's today) for SCHEDULE_DEFAULT_DAYS days. */
export const getUserSchedule = (userId: number, from: string, signal?: AbortSignal) =>
  api.get(`/users/${userId}/schedule`, {
    query: { from, to: addDays(from, SCHEDULE_DEFAULT_DAYS - 1) },
    schema: userScheduleSchema,
    signal,
  });

export const getUserScheduleQueryOptions = (userId: number, from: string) =>
  queryOptions({
    queryKey: userKeys.schedule(userId, from),
    queryFn: ({ signal }) => getUserSchedule(userId, from, signal),
  });

export const useUserSchedule = (userId: number, from: string) =>
  useQuery(getUserScheduleQueryOptions(userId, from));
