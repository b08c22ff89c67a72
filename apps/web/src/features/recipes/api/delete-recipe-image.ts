import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { recipeKeys } from './recipe-query-keys';

export type DeleteRecipeImageVariables = { recipeId: number; imageId: number };

export const deleteRecipeImage = ({ imageId }: DeleteRecipeImageVariables) =>
  api.delete(`/files/delete/${imageId}`);

export const useDeleteRecipeImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipeImage,
    onSuccess: (_result, { recipeId }) =>
      invalidateKeys(queryClient, [recipeKeys.detail(recipeId), ...recipeKeys.pages()]),
  });
};
