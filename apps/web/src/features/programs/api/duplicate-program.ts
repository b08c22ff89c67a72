import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programDetailSchema, type DuplicateProgram } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export const duplicateProgram = ({ programId, input }: { programId: number; input: DuplicateProgram }) =>
  api.post(`/training-programs/${programId}/duplicate`, input, { schema: programDetailSchema });

/** Duplicates a program; the lists and the source's detail refresh (the copy is new, so it has no cache yet). */
export const useDuplicateProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProgram,
    onSuccess: (_copy, { programId }) =>
      invalidateKeys(queryClient, [...programKeys.pages(), programKeys.detail(programId)]),
  });
};
