import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, type RecipeInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { recipeKeys } from './recipe-query-keys';

export const createRecipe = (input: RecipeInput) => api.post('/recipes', input, { schema: recipeSchema });

export const useCreateRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => invalidateKeys(queryClient, recipeKeys.pages()),
  });
};
