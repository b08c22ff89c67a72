import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  mealPlanAssignmentResultSchema,
  mealPlanSchema,
  mealPlanSummarySchema,
  paginated,
  userPageSchema,
  type MealPlanAssignmentInput,
} from '@coachboard/contract';
import { api } from './api-client';
import { createQueryKeys } from './query-keys';

/*
 * Assigning a meal plan, shared by the meal plan editor and the users list's selection (features never import each
 * other): the plans and users to choose from, a plan's days, and the assignment itself.
 */
export const mealPlanAssignmentKeys = createQueryKeys('meal-plan-assignment', (keys) => ({
  plans: (term: string) => [...keys.all, 'plans', term] as const,
  users: (term: string) => [...keys.all, 'users', term] as const,
}));

export const useMealPlanChoices = (term: string, enabled: boolean) =>
  useQuery({
    queryKey: mealPlanAssignmentKeys.plans(term),
    queryFn: ({ signal }) =>
      api.get('/meal-plans', {
        query: { searchTerm: term || undefined, per_page: 20 },
        schema: paginated(mealPlanSummarySchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useMealPlanDays = (planId: number | null) =>
  useQuery({
    queryKey: mealPlanAssignmentKeys.detail(planId ?? 0),
    queryFn: ({ signal }) => api.get(`/meal-plans/${planId}`, { schema: mealPlanSchema, signal }),
    enabled: planId !== null,
  });

export const useAppUserChoices = (term: string, enabled: boolean) =>
  useQuery({
    queryKey: mealPlanAssignmentKeys.users(term),
    queryFn: ({ signal }) =>
      api.get('/users', {
        query: { search: term || undefined, per_page: 10 },
        schema: userPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAssignMealPlan = () =>
  useMutation({
    mutationFn: ({ planId, input }: { planId: number; input: MealPlanAssignmentInput }) =>
      api.post(`/meal-plans/${planId}/assignments`, input, { schema: mealPlanAssignmentResultSchema }),
  });
