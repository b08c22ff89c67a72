import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type DashboardReadMarks } from '@coachboard/contract';
import { api } from './api-client';
import { createQueryKeys } from './query-keys';

/**
 * The "needs attention" counts, shared by the Dashboard page and the top bar's bell (components cannot
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

/**
 * `PUT /dashboard/read-marks` (the bell's 'Mark all read'): the counts the member saw become the account's marks.
 * Its answer is the dashboard after the mark, so the bell loses its dot without asking again.
 */
export const markDashboardRead = (input: DashboardReadMarks) =>
  api.put('/dashboard/read-marks', input, { schema: dashboardSchema });

export const useMarkDashboardRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDashboardRead,
    onSuccess: (dashboard) => queryClient.setQueryData(dashboardKeys.counts(), dashboard),
  });
};
