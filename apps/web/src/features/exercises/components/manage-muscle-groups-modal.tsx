import { useEffect, useState } from 'react';
import {
  exerciseMessages,
  MAX_SECONDARY_MUSCLE_GROUPS,
  MUSCLE_GROUP_ERROR_MS,
  muscleGroupSelectionProblem,
  type ExerciseDetail,
  type MuscleGroupSelection,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMuscleGroups } from '../api/get-muscle-groups';
import { useUpdateExercise } from '../api/update-exercise';

interface ManageMuscleGroupsModalProps {
  exercise: ExerciseDetail;
  onClose: () => void;
}

const choiceClassName =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 has-disabled:cursor-not-allowed has-disabled:opacity-50 dark:hover:bg-white/5';

/** One primary (optional) and up to 5 secondary groups; the primary cannot also be secondary. */
export function ManageMuscleGroupsModal({ exercise, onClose }: ManageMuscleGroupsModalProps) {
  const groups = useMuscleGroups();
  const updateExercise = useUpdateExercise();
  const [primary, setPrimary] = useState<number | null>(exercise.primary_muscle_groups[0]?.id ?? null);
  const [secondary, setSecondary] = useState<number[]>(
    exercise.secondary_muscle_groups.map((group) => group.id),
  );
  const [error, setError] = useState<string | null>(null);
  const [limitError, setLimitError] = useState(false);

  useEffect(() => {
    if (!limitError) return;
    const timer = window.setTimeout(() => setLimitError(false), MUSCLE_GROUP_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [limitError]);

  const choosePrimary = (id: number | null) => {
    setPrimary(id);
    setSecondary((current) => current.filter((groupId) => groupId !== id));
  };
  const toggleSecondary = (id: number, checked: boolean) => {
    if (!checked) return setSecondary((current) => current.filter((groupId) => groupId !== id));
    if (secondary.length >= MAX_SECONDARY_MUSCLE_GROUPS) return setLimitError(true);
    setSecondary((current) => [...current, id]);
  };

  const save = async () => {
    const selection: MuscleGroupSelection[] = [
      ...(primary === null ? [] : [{ muscle_group_id: primary, type: 'primary' as const }]),
      ...secondary.map((id) => ({ muscle_group_id: id, type: 'secondary' as const })),
    ];
    const problem = muscleGroupSelectionProblem(selection);
    if (problem) return setError(problem);
    setError(null);
    try {
      await updateExercise.mutateAsync({ id: exercise.id, input: { muscle_groups: selection } });
      onClose();
    } catch {
      setError(exerciseMessages.saveMuscleGroupsFailed);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Manage Muscle Groups"
      description={exercise.name}
      size="lg"
      dismissible={!updateExercise.isPending}
    >
      <DialogBody className="flex flex-col gap-4">
        {(error || limitError) && <Alert>{limitError ? exerciseMessages.tooManySecondary : error}</Alert>}
        {groups.isPending ? (
          <Spinner label="Loading muscle groups..." />
        ) : groups.isError ? (
          <Alert>Failed to load muscle groups</Alert>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-2 text-sm font-bold text-ink dark:text-white">
                Primary Muscle Group
              </legend>
              <label className={choiceClassName}>
                <input
                  type="radio"
                  name="primary"
                  checked={primary === null}
                  onChange={() => choosePrimary(null)}
                />
                None
              </label>
              {groups.data.map((group) => (
                <label key={group.id} className={choiceClassName}>
                  <input
                    type="radio"
                    name="primary"
                    checked={primary === group.id}
                    onChange={() => choosePrimary(group.id)}
                  />
                  {group.name}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-2 text-sm font-bold text-ink dark:text-white">
                Secondary Muscle Groups
              </legend>
              <p className="mb-1 px-2 text-xs text-slate-500 dark:text-slate-400">
                {`${secondary.length} of ${MAX_SECONDARY_MUSCLE_GROUPS} selected`}
              </p>
              {groups.data.map((group) => (
                <label key={group.id} className={choiceClassName}>
                  <input
                    type="checkbox"
                    checked={secondary.includes(group.id)}
                    disabled={primary === group.id}
                    onChange={(event) => toggleSecondary(group.id, event.target.checked)}
                  />
                  {group.name}
                </label>
              ))}
            </fieldset>
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={updateExercise.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={updateExercise.isPending}>
          Save Muscle Groups
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
