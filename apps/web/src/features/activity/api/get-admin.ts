import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { activityKeys } from './activity-query-keys';

/** The admin the Activity page is filtered by, to show their name (the URL holds only the id). */
export const getAdmin = (id: number, signal?: AbortSignal) =>
  api.get(`/users/${id}`, { schema: userSchema, signal });

export const getAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: activityKeys.admin(id),
    queryFn: ({ signal }) => getAdmin(id, signal),
    staleTime: 5 * 60_000,
  });

export const useAdmin = (id: number | undefined) =>
  useQuery({ ...getAdminQueryOptions(id ?? 0), enabled: id !== undefined });
