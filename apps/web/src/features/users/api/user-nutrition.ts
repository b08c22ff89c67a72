import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nutritionDaySchema,
  nutritionTemplateSchema,
  paginated,
  userNutritionSchema,
  type UserNutritionInput,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export const getUserNutritionQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.nutrition(userId),
    queryFn: ({ signal }) => api.get(`/users/${userId}/nutrition`, { schema: userNutritionSchema, signal }),
  });

export const useUserNutrition = (userId: number) => useQuery(getUserNutritionQueryOptions(userId));

/** Which profile the user's date takes by their schedule (the admin's local date). */
export const useNutritionDay = (userId: number, date: string) =>
  useQuery({
    queryKey: userKeys.nutritionDay(userId, date),
    queryFn: ({ signal }) =>
      api.get(`/users/${userId}/nutrition/day`, { query: { date }, schema: nutritionDaySchema, signal }),
  });

export const useSaveUserNutrition = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserNutritionInput) =>
      api.put(`/users/${userId}/nutrition`, input, { schema: userNutritionSchema }),
    onSuccess: () => invalidateKeys(queryClient, [userKeys.nutrition(userId)]),
  });
};

/** The target templates to copy from (the first 100, newest first). */
export const useNutritionTemplateChoices = () =>
  useQuery({
    queryKey: userKeys.nutritionTemplateChoices(),
    queryFn: ({ signal }) =>
      api.get('/nutrition-templates', {
        query: { per_page: 100 },
        schema: paginated(nutritionTemplateSchema),
        signal,
      }),
  });
