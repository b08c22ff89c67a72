import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programDetailSchema, type CreateProgram } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export const createProgram = (input: CreateProgram) =>
  api.post('/training-programs/create-admin-program', input, { schema: programDetailSchema });

export const useCreateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => invalidateKeys(queryClient, programKeys.pages()),
  });
};
