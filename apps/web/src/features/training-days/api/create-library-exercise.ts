import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exerciseDetailSchema, type CreateExerciseInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys, invalidateKeys } from '@/lib/query-keys';

/**
 * The exercise library's keys (features never import each other): an exercise created from a pasted line shows
 * up in the library's list and search pages.
 */
const exerciseArea = createQueryKeys('exercises');

/** `POST /exercises`: only the name is required, so a pasted line's name is enough to create it. */
export const createLibraryExercise = (input: CreateExerciseInput) =>
  api.post('/exercises', input, { schema: exerciseDetailSchema });

export const useCreateLibraryExercise = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibraryExercise,
    onSuccess: () => invalidateKeys(queryClient, exerciseArea.pages()),
  });
};
