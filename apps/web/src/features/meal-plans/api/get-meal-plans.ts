import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { mealPlanSummarySchema, paginated, type mealPlanListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { mealPlanKeys } from './meal-plan-query-keys';

export type GetMealPlansParams = z.output<typeof mealPlanListQuerySchema>;

export const getMealPlansQueryOptions = (params: GetMealPlansParams) =>
  queryOptions({
    queryKey: params.searchTerm ? mealPlanKeys.search(params) : mealPlanKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('/meal-plans', { query: params, schema: paginated(mealPlanSummarySchema), signal }),
    placeholderData: keepPreviousData,
  });
