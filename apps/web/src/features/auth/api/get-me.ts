import { queryOptions } from '@tanstack/react-query';
import type { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-query-keys';

export const getMe = (signal?: AbortSignal) => api.get<typeof userSchema>('/me', { signal });

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
