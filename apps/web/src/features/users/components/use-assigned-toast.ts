import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bulkAssignmentMessages, type BulkAssignmentResult } from '@coachboard/contract';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { invalidateKeys } from '@/lib/query-keys';
import { UNDO_TOAST_MS } from '@/lib/use-moved-to-trash';
import { bulkAssignmentStaleKeys, undoAssignmentBatch } from '../api/bulk-assign-program';

/**
 * After a bulk assignment: '12 users assigned to Strength Base' with Undo, which removes exactly that batch (its
 * copies too) and says how many were unassigned, or shows why it could not (a 409 naming the edited copies). The
 * toast lives in the admin layout, so Undo still works after the dialog and the list are gone.
 */
export function useAssignedToast() {
  const queryClient = useQueryClient();
  const toast = useToast();

  return useCallback(
    (result: BulkAssignmentResult, programName: string) => {
      const refresh = () => invalidateKeys(queryClient, bulkAssignmentStaleKeys());
      toast.show({
        tone: 'success',
        text: bulkAssignmentMessages.assigned(result.assigned, programName),
        durationMs: UNDO_TOAST_MS,
        action: {
          label: bulkAssignmentMessages.undo,
          onClick: () => {
            undoAssignmentBatch(result.batch_id).then(
              (undone) => {
                void refresh();
                toast.show({ tone: 'success', text: bulkAssignmentMessages.undone(undone.unassigned) });
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
    [queryClient, toast],
  );
}
