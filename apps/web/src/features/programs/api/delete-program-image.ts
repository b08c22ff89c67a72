import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export type DeleteProgramImageVariables = { programId: number; imageId: number };

export const deleteProgramImage = ({ imageId }: DeleteProgramImageVariables) =>
  api.delete(`/files/delete/${imageId}`);

export const useDeleteProgramImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgramImage,
    onSuccess: (_result, { programId }) =>
      invalidateKeys(queryClient, [programKeys.detail(programId), ...programKeys.pages()]),
  });
};
