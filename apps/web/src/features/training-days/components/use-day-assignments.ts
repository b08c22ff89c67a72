import { useState } from 'react';
import { trainingDayMessages, type ActivityLog, type DayExercise, type Exercise } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { useAddActivityLog } from '../api/add-activity-log';
import { useDeleteActivityLog } from '../api/delete-activity-log';
import { trainingDayKeys } from '../api/training-day-query-keys';

export interface AssignedExercise {
  /** The activity log that puts the exercise on the day; needed to unassign it. */
  logId: number | null;
  exercise: DayExercise;
}

/** What an Undo of an unassign makes stale: the day (and its exercise search). */
const UNDO_INVALIDATES = [trainingDayKeys.all];

type Banner = { kind: 'success' | 'error'; text: string } | null;

/**
 * The dialog's assigned column and its writes: assigning keeps the returned log id, unassigning needs it.
 * `changed` tells the screen to reload the day when the dialog closes.
 */
export function useDayAssignments(dayId: number, initialLogs: readonly ActivityLog[]) {
  const [assigned, setAssigned] = useState<AssignedExercise[]>(() =>
    initialLogs.map((log) => ({ logId: log.id, exercise: log.exercise })),
  );
  const [changed, setChanged] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const addLog = useAddActivityLog();
  const deleteLog = useDeleteActivityLog();
  const movedToTrash = useMovedToTrash({ invalidate: UNDO_INVALIDATES });

  const assign = async (exercise: Exercise, isPersistent: boolean) => {
    setBusyId(exercise.id);
    setBanner(null);
    try {
      const log = await addLog.mutateAsync({
        exercise_id: exercise.id,
        training_day_id: dayId,
        is_persistent: isPersistent,
      });
      setAssigned((current) => [...current, { logId: log.id, exercise: log.exercise }]);
      setChanged(true);
      setBanner({
        kind: 'success',
        text:
          log.assigned_days > 1
            ? trainingDayMessages.assignedToAll(exercise.name, log.assigned_days)
            : trainingDayMessages.assigned(exercise.name),
      });
      return true;
    } catch (cause) {
      setBanner({ kind: 'error', text: errorMessage(cause, trainingDayMessages.assignFailed) });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const unassign = async (item: AssignedExercise) => {
    setBanner(null);
    if (item.logId === null) {
      setBanner({ kind: 'error', text: trainingDayMessages.noActivityLogId });
      return false;
    }
    setBusyId(item.exercise.id);
    try {
      const removed = await deleteLog.mutateAsync(item.logId);
      setAssigned((current) => current.filter((entry) => entry.logId !== item.logId));
      setChanged(true);
      setBanner({ kind: 'success', text: trainingDayMessages.unassigned(item.exercise.name) });
      // 'Moved to trash' with Undo, which restores it at the end of the day (the toast outlives the dialog).
      movedToTrash({ record: removed.trash_entry });
      return true;
    } catch (cause) {
      setBanner({ kind: 'error', text: errorMessage(cause, trainingDayMessages.unassignFailed) });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { assigned, changed, banner, busyId, assign, unassign, dismissBanner: () => setBanner(null) };
}
