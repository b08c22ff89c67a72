import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  assignedUserPageSchema,
  AVAILABLE_USERS_PAGE_SIZE,
  userPickerPageSchema,
  type programUsersQuerySchema,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type GetAssignedUsersParams = { programId: number } & Omit<
  z.output<typeof programUsersQuerySchema>,
  'per_page'
>;

/**
 * The program's active users in assignment order, searched and paged on the server: a program with thousands of
 * users never sends them all (the detail answer's `users` is not read).
 */
export const getAssignedUsers = ({ programId, search, page }: GetAssignedUsersParams, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/assigned-users`, {
    query: { search: search || undefined, page, per_page: AVAILABLE_USERS_PAGE_SIZE },
    schema: userPickerPageSchema,
    signal,
  });

/** One page for the detail page's Assigned Users card, kept on screen while the next one loads. */
export const getAssignedUsersPageQueryOptions = (programId: number, page: number) =>
  queryOptions({
    queryKey: programKeys.assignedUsersPage(programId, page),
    queryFn: ({ signal }) => getAssignedUsers({ programId, page }, signal),
    placeholderData: keepPreviousData,
  });

export const useAssignedUsersPage = (programId: number, page: number) =>
  useQuery(getAssignedUsersPageQueryOptions(programId, page));

/** The same pages read with each user's assignment: start date, mode and end. */
export const getAssignedUsersWithAssignments = (
  { programId, search, page }: GetAssignedUsersParams,
  signal?: AbortSignal,
) =>
  api.get(`/training-programs/${programId}/assigned-users`, {
    query: { search: search || undefined, page, per_page: AVAILABLE_USERS_PAGE_SIZE },
    schema: assignedUserPageSchema,
    signal,
  });

/** The Manage Users column: pages appended as the admin scrolls, like the available users beside it. */
export const getAssignedUsersListQueryOptions = (programId: number, search: string) =>
  infiniteQueryOptions({
    queryKey: programKeys.assignedUsersList(programId, search),
    queryFn: ({ pageParam, signal }) =>
      getAssignedUsersWithAssignments({ programId, search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.current_page < lastPage.last_page ? lastPage.current_page + 1 : undefined,
  });

export const useAssignedUsersList = (programId: number, search: string) =>
  useInfiniteQuery(getAssignedUsersListQueryOptions(programId, search));
