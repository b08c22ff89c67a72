import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exerciseDetailSchema, type CreateExerciseInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { exerciseKeys } from './exercise-query-keys';

export const createExercise = (input: CreateExerciseInput) =>
  api.post('/exercises', input, { schema: exerciseDetailSchema });

export const useCreateExercise = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: () => invalidateKeys(queryClient, exerciseKeys.pages()),
  });
};
