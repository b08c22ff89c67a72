import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export const deleteProgram = (programId: number) => api.delete(`/training-programs/${programId}`);

export const useDeleteProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    // The program's own queries are never invalidated (each would answer 404): they are cancelled, and those
    // no screen shows are removed; the detail page removes the rest once it has stopped showing them.
    onSuccess: async (_result, programId) => {
      const queryKey = programKeys.detail(programId);
      await queryClient.cancelQueries({ queryKey });
      const cache = queryClient.getQueryCache();
      for (const query of cache.findAll({ queryKey }))
        if (query.getObserversCount() === 0) cache.remove(query);
      return invalidateKeys(queryClient, programKeys.pages());
    },
  });
};
