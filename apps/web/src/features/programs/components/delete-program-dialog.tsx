import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteProgram } from '../api/delete-program';

export interface DeleteProgramDialogProps {
  program: Pick<ProgramSummary, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Program' confirmation; a failure stays in the dialog as 'Error: ...'. */
export function DeleteProgramDialog({ program, onClose, onDeleted }: DeleteProgramDialogProps) {
  const deleteProgram = useDeleteProgram();
  const confirm = () =>
    deleteProgram.mutate(program.id, {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={programMessages.deleteTitle}
      message={programMessages.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={confirm}
      isConfirming={deleteProgram.isPending}
      error={
        deleteProgram.isError
          ? `Error: ${errorMessage(deleteProgram.error, programMessages.deleteUnexpected)}`
          : null
      }
    />
  );
}
