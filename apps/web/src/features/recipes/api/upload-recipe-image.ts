import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeImageUploadSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { recipeKeys } from './recipe-query-keys';

export type UploadRecipeImageVariables = {
  recipeId: number;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export const uploadRecipeImage = ({ recipeId, file, onProgress, signal }: UploadRecipeImageVariables) => {
  const formData = new FormData();
  formData.append('file', file);
  formData.append('recipe_id', String(recipeId));
  return api.upload(`/files/recipes/${recipeId}/upload-recipe-image`, formData, {
    schema: recipeImageUploadSchema,
    onProgress,
    signal,
  });
};

export const useUploadRecipeImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecipeImage,
    onSuccess: (_image, { recipeId }) =>
      invalidateKeys(queryClient, [recipeKeys.detail(recipeId), ...recipeKeys.pages()]),
  });
};
