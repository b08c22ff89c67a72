import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** The part of an area's delete mutation (`useDeleteX()`) the dialog drives; the request stays with the area. */
export interface DeleteMutation<Id> {
  mutate: (id: Id, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface DeleteDialogProps<Id> {
  /** What the mutation deletes, e.g. the record's id. */
  id: Id;
  /** The area's delete mutation (`useDeleteX()`); its failure stays in the dialog. */
  mutation: DeleteMutation<Id>;
  title: ReactNode;
  message: ReactNode;
  /** The text of a failure, e.g. `Error: ${errorMessage(error, fallback)}`. */
  errorText: (error: Error) => string;
  onClose: () => void;
  /** Runs after the dialog closed on success (step back a page, go back to the list, ...). */
  onDeleted: () => void;
  confirmLabel?: string;
}

/** A delete confirmation wired to a delete mutation: busy while it runs, closed on success, the error kept. */
export function DeleteDialog<Id>({
  id,
  mutation,
  title,
  message,
  errorText,
  onClose,
  onDeleted,
  confirmLabel = 'Delete',
}: DeleteDialogProps<Id>) {
  const confirm = () =>
    mutation.mutate(id, {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      isConfirming={mutation.isPending}
      error={mutation.isError && mutation.error ? errorText(mutation.error) : null}
    />
  );
}
