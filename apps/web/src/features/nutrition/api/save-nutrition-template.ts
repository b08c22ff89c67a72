import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nutritionTemplateSchema, type NutritionTemplateInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { nutritionTemplateKeys } from './nutrition-template-query-keys';

export const useCreateNutritionTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NutritionTemplateInput) =>
      api.post('/nutrition-templates', input, { schema: nutritionTemplateSchema }),
    onSuccess: () => invalidateKeys(queryClient, nutritionTemplateKeys.pages()),
  });
};

export const useUpdateNutritionTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: number;
      input: NutritionTemplateInput & { expected_updated_at?: string };
    }) => api.put(`/nutrition-templates/${id}`, input, { schema: nutritionTemplateSchema }),
    onSuccess: (_data, { id }) =>
      invalidateKeys(queryClient, [...nutritionTemplateKeys.pages(), nutritionTemplateKeys.detail(id)]),
  });
};
