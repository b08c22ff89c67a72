import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteProgram } from '../api/delete-program';

export interface DeleteProgramDialogProps {
  program: Pick<ProgramSummary, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Program' confirmation; a failure stays in the dialog as 'Error: ...'. */
export function DeleteProgramDialog({ program, onClose, onDeleted }: DeleteProgramDialogProps) {
  const deleteProgram = useDeleteProgram();
  return (
    <DeleteDialog
      id={program.id}
      mutation={deleteProgram}
      title={programMessages.deleteTitle}
      message={programMessages.deleteConfirm}
      errorText={(error) => `Error: ${errorMessage(error, programMessages.deleteUnexpected)}`}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
