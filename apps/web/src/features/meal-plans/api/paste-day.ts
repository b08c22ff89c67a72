import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealPasteResultSchema, type MealPasteInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { mealPlanKeys } from './meal-plan-query-keys';

/** 'Paste a day': a dry run reads the lines; otherwise the day is added (the plan's queries go stale). */
export const usePasteDay = (planId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPasteInput) =>
      api.post(`/meal-plans/${planId}/days/paste`, input, { schema: mealPasteResultSchema }),
    onSuccess: (_data, input) =>
      input.dry_run
        ? undefined
        : invalidateKeys(queryClient, [mealPlanKeys.detail(planId), ...mealPlanKeys.pages()]),
  });
};
