import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nutritionTemplateSchema, paginated, recipeSchema, userNutritionSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { mealPlanKeys } from './meal-plan-query-keys';

/** The recipe picker's matches (the library's search, 8 at a time). */
export const useRecipeMatches = (term: string) =>
  useQuery({
    queryKey: mealPlanKeys.recipePicker(term),
    queryFn: ({ signal }) =>
      api.get('/recipes/search', {
        query: { searchTerm: term || undefined, per_page: 8 },
        schema: paginated(recipeSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The target templates a plan's days can be held to. */
export const useTargetTemplates = () =>
  useQuery({
    queryKey: mealPlanKeys.templates(),
    queryFn: ({ signal }) =>
      api.get('/nutrition-templates', {
        query: { per_page: 100 },
        schema: paginated(nutritionTemplateSchema),
        signal,
      }),
  });

/** A user's targets, to hold the plan's days to them. */
export const useUserTargets = (userId: number | null) =>
  useQuery({
    queryKey: mealPlanKeys.userTargets(userId ?? 0),
    queryFn: ({ signal }) => api.get(`/users/${userId}/nutrition`, { schema: userNutritionSchema, signal }),
    enabled: userId !== null,
  });
