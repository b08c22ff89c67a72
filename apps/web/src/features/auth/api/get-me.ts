import { queryOptions } from '@tanstack/react-query';
import type { User } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const getMe = (signal?: AbortSignal) => api.get<User>('/me', { signal });

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
