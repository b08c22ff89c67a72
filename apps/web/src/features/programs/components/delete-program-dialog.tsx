import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteProgram } from '../api/delete-program';
import { programKeys } from '../api/program-query-keys';

export interface DeleteProgramDialogProps {
  program: Pick<ProgramSummary, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Program' confirmation; a failure stays in the dialog as 'Error: ...'; a delete offers Undo. */
export function DeleteProgramDialog({ program, onClose, onDeleted }: DeleteProgramDialogProps) {
  const deleteProgram = useDeleteProgram();
  return (
    <MoveToTrashDialog
      record={{ type: 'program', id: program.id }}
      invalidate={[programKeys.all]}
      mutation={deleteProgram}
      title={programMessages.deleteTitle}
      message={programMessages.deleteConfirm}
      errorText={(error) => `Error: ${errorMessage(error, programMessages.deleteUnexpected)}`}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
