import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealPlanSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { mealPlanKeys } from './meal-plan-query-keys';

export const getMealPlanQueryOptions = (id: number) =>
  queryOptions({
    queryKey: mealPlanKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/meal-plans/${id}`, { schema: mealPlanSchema, signal }),
  });

export const useMealPlan = (id: number) => useQuery(getMealPlanQueryOptions(id));
