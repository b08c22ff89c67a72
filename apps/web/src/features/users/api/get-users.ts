import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userPageSchema, type UserAttention, type UserListSort } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

export interface GetUsersParams {
  page: number;
  search?: string | undefined;
  is_active?: boolean | undefined;
  /** The users a dashboard card counts. */
  attention?: UserAttention | undefined;
  /** `ends_on`: the 'Programs ending soon' users by the end of their program (with that card's filter only). */
  sort?: UserListSort | undefined;
}

export const getUsers = (params: GetUsersParams, signal?: AbortSignal) =>
  api.get('/users', { query: { ...params }, schema: userPageSchema, signal });

export const getUsersQueryOptions = (params: GetUsersParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: GetUsersParams) => useQuery(getUsersQueryOptions(params));
