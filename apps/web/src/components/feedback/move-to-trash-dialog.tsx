import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TrashType } from '@coachboard/contract';
import { DeleteDialog, type DeleteDialogProps } from '@/components/ui/delete-dialog';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from './use-moved-to-trash';

export interface MoveToTrashDialogProps extends Omit<
  DeleteDialogProps<number>,
  'id' | 'message' | 'onDeleted'
> {
  /** The record the area's delete mutation moves to the trash (the mutation gets its id). */
  record: { type: TrashType; id: number };
  /** What the toast's Undo makes stale, e.g. `[recipeKeys.all]`. */
  invalidate: readonly QueryKey[];
  /** The confirmation, given how many days the trash keeps a record. */
  message: (retentionDays: number) => ReactNode;
  /** Runs after the dialog closed on success (step back a page, go back to the list, ...). */
  onDeleted?: () => void;
}

/** A delete confirmation whose delete moves the record to the trash and offers Undo in the 'Moved to trash' toast. */
export function MoveToTrashDialog({
  record,
  invalidate,
  message,
  onDeleted,
  ...props
}: MoveToTrashDialogProps) {
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate });
  return (
    <DeleteDialog
      {...props}
      id={record.id}
      message={message(days)}
      onDeleted={() => {
        movedToTrash({ record });
        onDeleted?.();
      }}
    />
  );
}
