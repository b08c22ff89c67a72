import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exerciseDetailSchema, type UpdateExerciseInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { exerciseKeys } from './exercise-query-keys';

export type UpdateExerciseVariables = { id: number; input: UpdateExerciseInput };

/** `PUT /exercises/{id}`: the fields sent change; `muscle_groups`, when sent, replaces the groups. */
export const updateExercise = ({ id, input }: UpdateExerciseVariables) =>
  api.put(`/exercises/${id}`, input, { schema: exerciseDetailSchema });

export const useUpdateExercise = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExercise,
    onSuccess: (exercise, { id }) => {
      queryClient.setQueryData(exerciseKeys.detail(id), exercise);
      return invalidateKeys(queryClient, exerciseKeys.pages());
    },
  });
};
