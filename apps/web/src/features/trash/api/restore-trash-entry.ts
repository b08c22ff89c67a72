import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreFromTrash } from '@/lib/trash-api';

/**
 * Restore from the Trash page. Every cached query is marked stale: the record comes back in its area's lists,
 * pickers and counts, which this feature cannot name (features do not import each other).
 */
export const useRestoreTrashEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFromTrash,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
