import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  bulkDeleteMessages,
  trashMessages,
  type BulkDeleteResult,
  type TrashType,
} from '@coachboard/contract';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from './api-error';
import { invalidateKeys } from './query-keys';
import { restoreFromTrash, restoreTrashBatch, trashKeys } from './trash-api';

/** A delete's Undo stays this long (the issue asks at least 10 s), held while hovered or focused. */
export const UNDO_TOAST_MS = 12_000;

export type MovedToTrash = { record: { type: TrashType; id: number } } | { batch: BulkDeleteResult };

export interface MovedToTrashOptions {
  /** What the Undo makes stale, e.g. `[programKeys.all]`; the trash lists are added. */
  invalidate: readonly QueryKey[];
}

/**
 * After a delete: the 'Moved to trash' toast (bulk: '3 exercises moved to trash') with Undo, which restores the
 * record (or the whole batch), refreshes the area and says 'Restored', or shows why it could not (a 409's
 * message). The toast lives in the admin layout, so Undo still works after the screen that deleted is gone.
 */
export function useMovedToTrash({ invalidate }: MovedToTrashOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();

  return useCallback(
    (moved: MovedToTrash) => {
      const refresh = () => invalidateKeys(queryClient, [...invalidate, trashKeys.all]);
      void queryClient.invalidateQueries({ queryKey: trashKeys.lists() });
      if ('batch' in moved && (moved.batch.batch_id === null || moved.batch.count === 0)) {
        toast.show({ tone: 'info', text: bulkDeleteMessages.nothingDeleted });
        return;
      }
      const text =
        'batch' in moved
          ? trashMessages.manyMovedToTrash(moved.batch.count, moved.batch.type)
          : trashMessages.movedToTrash;
      const restore = () =>
        'batch' in moved ? restoreTrashBatch(moved.batch.batch_id ?? '') : restoreFromTrash(moved.record);
      toast.show({
        tone: 'info',
        text,
        durationMs: UNDO_TOAST_MS,
        action: {
          label: trashMessages.undo,
          onClick: () => {
            restore().then(
              () => {
                void refresh();
                toast.show({ tone: 'success', text: trashMessages.restored });
              },
              (error: unknown) => {
                void refresh();
                toast.show({ tone: 'error', text: errorMessage(error), durationMs: UNDO_TOAST_MS });
              },
            );
          },
        },
      });
    },
    [queryClient, toast, invalidate],
  );
}
