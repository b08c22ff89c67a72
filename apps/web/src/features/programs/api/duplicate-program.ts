import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programDetailSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

/** `POST /training-programs/{id}/duplicate` body; the server names the copy '{name} (copy)' without a name. */
export interface DuplicateProgramInput {
  name?: string;
}

/** The default name of a duplicate, as the API gives it. */
export const duplicateProgramName = (name: string) => `${name} (copy)`;

export const duplicateProgram = ({ programId, input }: { programId: number; input: DuplicateProgramInput }) =>
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
