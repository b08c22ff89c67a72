import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purgeFromTrash, trashKeys } from '@/lib/trash-api';

/** 'Delete forever': the record leaves the trash for good. */
export const usePurgeTrashEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeFromTrash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trashKeys.lists() }),
  });
};
