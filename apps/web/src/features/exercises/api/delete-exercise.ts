import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exerciseUsageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { exerciseKeys } from './exercise-query-keys';

export const deleteExercise = (id: number) => api.delete(`/exercises/${id}`, { schema: exerciseUsageSchema });

export const useDeleteExercise = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: (_usage, id) => {
      queryClient.removeQueries({ queryKey: exerciseKeys.detail(id) });
      return invalidateKeys(queryClient, exerciseKeys.pages());
    },
  });
};
