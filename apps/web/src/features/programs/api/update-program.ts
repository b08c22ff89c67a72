import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programDetailSchema, type UpdateProgram } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export type UpdateProgramVariables = { programId: number; input: UpdateProgram };

export const updateProgram = ({ programId, input }: UpdateProgramVariables) =>
  api.put(`/training-programs/${programId}`, input, { schema: programDetailSchema });

export const useUpdateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (_program, { programId }) =>
      invalidateKeys(queryClient, [...programKeys.pages(), programKeys.detail(programId)]),
  });
};
