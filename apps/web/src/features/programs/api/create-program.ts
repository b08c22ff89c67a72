import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProgram, ProgramSummary } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export const createProgram = (input: CreateProgram) =>
  api.post<ProgramSummary>('/training-programs/create-admin-program', input);

export const useCreateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.searches() }),
      ]),
  });
};
