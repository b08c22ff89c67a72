import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export const deleteProgram = (programId: number) => api.delete(`/training-programs/${programId}`);

export const useDeleteProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: (_result, programId) => {
      queryClient.removeQueries({ queryKey: programKeys.detail(programId) });
      return invalidateKeys(queryClient, programKeys.pages());
    },
  });
};
