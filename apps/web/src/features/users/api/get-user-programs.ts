import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, userWithProgramsSchema, type UserWithPrograms } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';
import { userKeys } from './user-query-keys';

export type UserDetail = UserWithPrograms & { programsUnavailable?: boolean };

/**
 * The user with their programs; when that call fails (other than a 404) the detail falls back to the plain
 * user call without programs (spec part 2 section 7).
 */
export const getUserWithPrograms = async (userId: number, signal?: AbortSignal): Promise<UserDetail> => {
  try {
    return await api.get(`/users/${userId}/programs`, { schema: userWithProgramsSchema, signal });
  } catch (error) {
    if (isNotFound(error) || signal?.aborted) throw error;
    const user = await api.get(`/users/${userId}`, { schema: userSchema, signal });
    return { ...user, programs: [], programsUnavailable: true };
  }
};

export const getUserWithProgramsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.programs(userId),
    queryFn: ({ signal }) => getUserWithPrograms(userId, signal),
    retry: false,
  });

export const useUserWithPrograms = (userId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getUserWithProgramsQueryOptions(userId), enabled });
