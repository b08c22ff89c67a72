import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mealPlanAssignmentResultSchema,
  userMealPlanSchema,
  type MealPlanAssignmentInput,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { mealPlanKeys } from './meal-plan-query-keys';

export const usePlanAssignments = (planId: number) =>
  useQuery({
    queryKey: mealPlanKeys.assignments(planId),
    queryFn: ({ signal }) =>
      api.get(`/meal-plans/${planId}/assignments`, { schema: z.array(userMealPlanSchema), signal }),
  });

export const useAssignMealPlan = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPlanAssignmentInput) =>
      api.post(`/meal-plans/${planId}/assignments`, input, { schema: mealPlanAssignmentResultSchema }),
    onSuccess: () => invalidateKeys(queryClient, [mealPlanKeys.detail(planId), ...mealPlanKeys.pages()]),
  });
};

export const useUnassignMealPlan = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/meal-plans/${planId}/assignments/${userId}`),
    onSuccess: () => invalidateKeys(queryClient, [mealPlanKeys.detail(planId), ...mealPlanKeys.pages()]),
  });
};
