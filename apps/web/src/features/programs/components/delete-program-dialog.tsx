import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
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
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [programKeys.all] });
  return (
    <DeleteDialog
      id={program.id}
      mutation={deleteProgram}
      title={programMessages.deleteTitle}
      message={programMessages.deleteConfirm(days)}
      errorText={(error) => `Error: ${errorMessage(error, programMessages.deleteUnexpected)}`}
      onClose={onClose}
      onDeleted={() => {
        movedToTrash({ record: { type: 'program', id: program.id } });
        onDeleted();
      }}
    />
  );
}
