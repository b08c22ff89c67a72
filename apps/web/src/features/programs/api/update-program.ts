import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramSummary, UpdateProgram } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type UpdateProgramVariables = { programId: number; input: UpdateProgram };

export const updateProgram = ({ programId, input }: UpdateProgramVariables) =>
  api.put<ProgramSummary>(`/training-programs/${programId}`, input);

export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (_program, { programId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: programKeys.detail(programId) }),
      ]),
  });
};
