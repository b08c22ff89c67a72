import { exerciseMessages, exerciseUsageMessage, type Exercise } from '@coachboard/contract';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteExercise } from '../api/delete-exercise';
import { exerciseKeys } from '../api/exercise-query-keys';
import { useExerciseUsage } from '../api/get-exercise-usage';

const ITEM_NAME_MAX = 50;

export interface DeleteExerciseDialogProps {
  exercise: Pick<Exercise, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * 'Delete Exercise': names the exercise and, when it sits on training days, how many days and programs it leaves
 * while in the trash; a delete offers Undo.
 */
export function DeleteExerciseDialog({ exercise, onClose, onDeleted }: DeleteExerciseDialogProps) {
  const usage = useExerciseUsage(exercise.id);
  const deleteExercise = useDeleteExercise();
  const impact = usage.data ? exerciseUsageMessage(usage.data) : null;
  return (
    <MoveToTrashDialog
      record={{ type: 'exercise', id: exercise.id }}
      invalidate={[exerciseKeys.all]}
      mutation={deleteExercise}
      title={exerciseMessages.deleteTitle}
      message={(days) => (
        <>
          {exerciseMessages.deleteConfirm(days)} <strong>{exercise.name.slice(0, ITEM_NAME_MAX)}</strong>
          {usage.isPending ? (
            <span className="mt-2 block">Checking where it is used...</span>
          ) : (
            impact && (
              <span className="mt-2 block font-semibold text-red-600 dark:text-red-400">{impact}</span>
            )
          )}
        </>
      )}
      errorText={(error) => `Error: ${errorMessage(error, exerciseMessages.deleteUnexpected)}`}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
