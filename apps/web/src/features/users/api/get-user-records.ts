import { queryOptions, useQuery } from '@tanstack/react-query';
import { userRecordsSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** The user's personal records per exercise and the sessions that set new ones. */
export const getUserRecords = (userId: number, signal?: AbortSignal) =>
  api.get(`/users/${userId}/records`, { schema: userRecordsSchema, signal });

export const getUserRecordsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.records(userId),
    queryFn: ({ signal }) => getUserRecords(userId, signal),
  });

export const useUserRecords = (userId: number) => useQuery(getUserRecordsQueryOptions(userId));
