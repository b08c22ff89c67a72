import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDirectoryPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { activityKeys } from './activity-query-keys';

/**
 * The admin the Activity page is filtered by, to show their name (the URL holds only the id): their entry in the
 * team directory, null when the id is no panel account (any more).
 */
export const getAdmin = async (id: number, signal?: AbortSignal) => {
  const page = await api.get('/team/directory', { query: { id }, schema: teamDirectoryPageSchema, signal });
  return page.data[0] ?? null;
};

export const getAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: activityKeys.admin(id),
    queryFn: ({ signal }) => getAdmin(id, signal),
    staleTime: 5 * 60_000,
  });

export const useAdmin = (id: number | undefined) =>
  useQuery({ ...getAdminQueryOptions(id ?? 0), enabled: id !== undefined });
