import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { emptyTrainingDayPageSchema, type emptyTrainingDayListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/dashboard-api';

export type GetEmptyTrainingDaysParams = Pick<z.output<typeof emptyTrainingDayListQuerySchema>, 'page'>;

/** `GET /training-days/empty`: the days behind the dashboard's 'Empty training days' card, a page at a time. */
export const getEmptyTrainingDays = (params: GetEmptyTrainingDaysParams, signal?: AbortSignal) =>
  api.get('/training-days/empty', { query: params, schema: emptyTrainingDayPageSchema, signal });

export const getEmptyTrainingDaysQueryOptions = (params: GetEmptyTrainingDaysParams) =>
  queryOptions({
    queryKey: dashboardKeys.list(params),
    queryFn: ({ signal }) => getEmptyTrainingDays(params, signal),
    placeholderData: keepPreviousData,
    // The admin comes back here after filling a day: the list must not show it from the cache.
    staleTime: 0,
  });
