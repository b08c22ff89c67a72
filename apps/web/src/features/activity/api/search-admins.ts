import { queryOptions, useQuery } from '@tanstack/react-query';
import { userPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { activityKeys } from './activity-query-keys';

/**
 * Admins whose name or e-mail contains the term: the users list's search (it has no role filter), its first
 * page kept to the admins.
 */
export const searchAdmins = async (search: string, signal?: AbortSignal) => {
  const page = await api.get('/users', { query: { search, page: 1 }, schema: userPageSchema, signal });
  return page.data.filter((user) => user.role === 'admin');
};

export const searchAdminsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: activityKeys.adminSearch(search),
    queryFn: ({ signal }) => searchAdmins(search, signal),
    staleTime: 60_000,
  });

export const useSearchAdmins = (search: string) =>
  useQuery({ ...searchAdminsQueryOptions(search), enabled: search !== '' });
