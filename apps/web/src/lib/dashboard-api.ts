import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@coachboard/contract';
import { api } from './api-client';
import { createQueryKeys } from './query-keys';

/**
 * The "needs attention" counts (issue 23), shared by the Dashboard page and the top bar's bell (components cannot
 * import features). The empty-training-days list nests under the same keys, so refreshing one refreshes both.
 */
export const dashboardKeys = createQueryKeys('dashboard', (keys) => ({
  counts: () => [...keys.all, 'counts'] as const,
}));

export const getDashboard = (signal?: AbortSignal) =>
  api.get('/dashboard', { schema: dashboardSchema, signal });

/**
 * Always asked again when a screen or the bell shows it: a count the admin has just resolved must not come back
 * from the cache.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
