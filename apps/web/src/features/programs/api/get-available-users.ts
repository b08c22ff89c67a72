import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AVAILABLE_USERS_PAGE_SIZE,
  userPickerPageSchema,
  type programUsersQuerySchema,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type GetAvailableUsersParams = { programId: number } & Omit<
  z.output<typeof programUsersQuerySchema>,
  'per_page'
>;

/** Active users not in the program, searched and paged on the server so 200,000 users never reach the browser. */
export const getAvailableUsers = (
  { programId, search, page }: GetAvailableUsersParams,
  signal?: AbortSignal,
) =>
  api.get(`/training-programs/${programId}/available-users`, {
    query: { search: search || undefined, page, per_page: AVAILABLE_USERS_PAGE_SIZE },
    schema: userPickerPageSchema,
    signal,
  });

export const getAvailableUsersQueryOptions = (programId: number, search: string) =>
  infiniteQueryOptions({
    queryKey: programKeys.availableUsers(programId, search),
    queryFn: ({ pageParam, signal }) => getAvailableUsers({ programId, search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.current_page < lastPage.last_page ? lastPage.current_page + 1 : undefined,
  });

export const useAvailableUsers = (programId: number, search: string, { enabled = true } = {}) =>
  useInfiniteQuery({ ...getAvailableUsersQueryOptions(programId, search), enabled });
