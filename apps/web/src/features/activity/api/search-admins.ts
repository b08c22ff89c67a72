import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDirectoryPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { activityKeys } from './activity-query-keys';

/**
 * Panel accounts (owners, coaches, moderators) whose name or e-mail contains the term: the first page of the
 * team directory, which every role that reads the log may read (the Users list holds app users only).
 */
export const searchAdmins = async (search: string, signal?: AbortSignal) =>
  (await api.get('/team/directory', { query: { search, page: 1 }, schema: teamDirectoryPageSchema, signal }))
    .data;

export const searchAdminsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: activityKeys.adminSearch(search),
    queryFn: ({ signal }) => searchAdmins(search, signal),
    staleTime: 60_000,
  });

export const useSearchAdmins = (search: string) =>
  useQuery({ ...searchAdminsQueryOptions(search), enabled: search !== '' });
