import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

export type DeleteProgramImageVariables = { programId: number; imageId: number };

export const deleteProgramImage = ({ imageId }: DeleteProgramImageVariables) =>
  api.delete<unknown>(`/files/delete/${imageId}`);

export const useDeleteProgramImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgramImage,
    onSuccess: (_result, { programId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.detail(programId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.searches() }),
      ]),
  });
};
