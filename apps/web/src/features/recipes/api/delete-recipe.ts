import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { recipeKeys } from './recipe-query-keys';

export const deleteRecipe = (recipeId: number) => api.delete(`/recipes/${recipeId}`);

export const useDeleteRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_result, recipeId) => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(recipeId) });
      return invalidateKeys(queryClient, recipeKeys.pages());
    },
  });
};
