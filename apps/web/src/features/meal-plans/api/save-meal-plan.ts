import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealPlanSchema, type MealPlanInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { mealPlanKeys } from './meal-plan-query-keys';

export const useCreateMealPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPlanInput) => api.post('/meal-plans', input, { schema: mealPlanSchema }),
    onSuccess: () => invalidateKeys(queryClient, mealPlanKeys.pages()),
  });
};

export const useUpdateMealPlan = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPlanInput & { expected_updated_at?: string }) =>
      api.put(`/meal-plans/${id}`, input, { schema: mealPlanSchema }),
    onSuccess: () => invalidateKeys(queryClient, [...mealPlanKeys.pages(), mealPlanKeys.detail(id)]),
  });
};

export const useDuplicateMealPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/meal-plans/${id}/duplicate`, undefined, { schema: mealPlanSchema }),
    onSuccess: () => invalidateKeys(queryClient, mealPlanKeys.pages()),
  });
};

export const useDeleteMealPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/meal-plans/${id}`),
    onSuccess: () => invalidateKeys(queryClient, mealPlanKeys.pages()),
  });
};
