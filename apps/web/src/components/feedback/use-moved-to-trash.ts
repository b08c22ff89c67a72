import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  bulkDeleteMessages,
  trashMessages,
  type BulkDeleteResult,
  type TrashType,
} from '@coachboard/contract';
import { useToast } from '@/components/feedback/toast';
import { invalidateKeys } from '@/lib/query-keys';
import { restoreFromTrash, restoreTrashBatch, trashKeys } from '@/lib/trash-api';
import { useUndoToast } from './use-undo-toast';

export type MovedToTrash = { record: { type: TrashType; id: number } } | { batch: BulkDeleteResult };

export interface MovedToTrashOptions {
  /** What the Undo makes stale, e.g. `[programKeys.all]`; the trash lists are added. */
  invalidate: readonly QueryKey[];
}

/**
 * After a delete: the 'Moved to trash' toast (bulk: '3 exercises moved to trash') with Undo, which restores the
 * record (or the whole batch), refreshes the area and says 'Restored', or shows why it could not (a 409's
 * message).
 */
export function useMovedToTrash({ invalidate }: MovedToTrashOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const showUndoToast = useUndoToast();

  return useCallback(
    (moved: MovedToTrash) => {
      void queryClient.invalidateQueries({ queryKey: trashKeys.lists() });
      if ('batch' in moved && (moved.batch.batch_id === null || moved.batch.count === 0)) {
        toast.show({ tone: 'info', text: bulkDeleteMessages.nothingDeleted });
        return;
      }
      showUndoToast<unknown>({
        tone: 'info',
        text:
          'batch' in moved
            ? trashMessages.manyMovedToTrash(moved.batch.count, moved.batch.type)
            : trashMessages.movedToTrash,
        undoLabel: trashMessages.undo,
        undo: () =>
          'batch' in moved ? restoreTrashBatch(moved.batch.batch_id ?? '') : restoreFromTrash(moved.record),
        undoneText: () => trashMessages.restored,
        refresh: () => invalidateKeys(queryClient, [...invalidate, trashKeys.all]),
      });
    },
    [queryClient, toast, showUndoToast, invalidate],
  );
}
