import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, type UpdateRecipeInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { recipeKeys } from './recipe-query-keys';

export type UpdateRecipeVariables = { recipeId: number; input: UpdateRecipeInput };

export const updateRecipe = ({ recipeId, input }: UpdateRecipeVariables) =>
  api.put(`/recipes/${recipeId}`, input, { schema: recipeSchema });

export const useUpdateRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (_recipe, { recipeId }) =>
      invalidateKeys(queryClient, [...recipeKeys.pages(), recipeKeys.detail(recipeId)]),
  });
};
