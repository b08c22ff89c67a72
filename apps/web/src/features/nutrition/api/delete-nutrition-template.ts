import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { nutritionTemplateKeys } from './nutrition-template-query-keys';

export const useDeleteNutritionTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/nutrition-templates/${id}`),
    onSuccess: () => invalidateKeys(queryClient, nutritionTemplateKeys.pages()),
  });
};
