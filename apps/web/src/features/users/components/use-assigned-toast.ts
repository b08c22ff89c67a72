import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bulkAssignmentMessages, type BulkAssignmentResult } from '@coachboard/contract';
import { invalidateKeys } from '@/lib/query-keys';
import { useUndoToast } from '@/components/feedback/use-undo-toast';
import { bulkAssignmentStaleKeys, undoAssignmentBatch } from '../api/bulk-assign-program';

/**
 * After a bulk assignment: '12 users assigned to Strength Base' with Undo, which removes exactly that batch (its
 * copies too) and says how many were unassigned, or shows why it could not (a 409 naming the edited copies).
 */
export function useAssignedToast() {
  const queryClient = useQueryClient();
  const showUndoToast = useUndoToast();

  return useCallback(
    (result: BulkAssignmentResult, programName: string) =>
      showUndoToast({
        tone: 'success',
        text: bulkAssignmentMessages.assigned(result.assigned, programName),
        undoLabel: bulkAssignmentMessages.undo,
        undo: () => undoAssignmentBatch(result.batch_id),
        undoneText: (undone) => bulkAssignmentMessages.undone(undone.unassigned),
        refresh: () => invalidateKeys(queryClient, bulkAssignmentStaleKeys()),
      }),
    [queryClient, showUndoToast],
  );
}
