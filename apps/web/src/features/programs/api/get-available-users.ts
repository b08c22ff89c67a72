import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AVAILABLE_USERS_PAGE_SIZE, type Paginated, type UserSummary } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type GetAvailableUsersParams = { programId: number; search: string; page: number };

/** Active users not in the program, searched and paged on the server so 200,000 users never reach the browser. */
export const getAvailableUsers = (
  { programId, search, page }: GetAvailableUsersParams,
  signal?: AbortSignal,
) =>
  api.get<Paginated<UserSummary>>(`/training-programs/${programId}/available-users`, {
    query: { search: search || undefined, page, per_page: AVAILABLE_USERS_PAGE_SIZE },
    signal,
  });

export const getAvailableUsersQueryOptions = (programId: number, search: string) =>
  infiniteQueryOptions({
    queryKey: [...programKeys.availableUsers(programId), { search }] as const,
    queryFn: ({ pageParam, signal }) => getAvailableUsers({ programId, search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.current_page < lastPage.last_page ? lastPage.current_page + 1 : undefined,
  });

export const useAvailableUsers = (programId: number, search: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...getAvailableUsersQueryOptions(programId, search), enabled });
