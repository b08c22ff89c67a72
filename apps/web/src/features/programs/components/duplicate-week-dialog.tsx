import { useId, useState, type FormEvent } from 'react';
import { programCopyMessages, type TrainingWeek } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/feedback/toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useDuplicateWeek } from '../api/duplicate-week';

export interface DuplicateWeekDialogProps {
  programId: number;
  /** The week being copied. */
  week: TrainingWeek;
  /** Every week of the program, in order. */
  weeks: TrainingWeek[];
  onClose: () => void;
  /** After a copy; `appended` when the copy became a new week. */
  onDuplicated: (appended: boolean) => void;
}

const radioClassName =
  'size-4 cursor-pointer accent-brand-500 dark:accent-brand-400 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'Duplicate Week': append the copy as the next week (the default) or copy it onto another week, whose
 * exercises a 409 protects until the admin chooses to replace them.
 */
export function DuplicateWeekDialog({
  programId,
  week,
  weeks,
  onClose,
  onDuplicated,
}: DuplicateWeekDialogProps) {
  const duplicate = useDuplicateWeek();
  const toast = useToast();
  const groupName = useId();
  const [onto, setOnto] = useState(false);
  const [targetId, setTargetId] = useState('');
  const [replace, setReplace] = useState(false);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const others = weeks.filter((candidate) => candidate.id !== week.id);
  const targetMissing = onto && targetId === '';

  const send = (withReplace: boolean) => {
    setFailure(null);
    const input = onto ? { target_week_id: Number(targetId), replace: withReplace } : {};
    duplicate.mutate(
      { programId, weekId: week.id, input },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', text: programCopyMessages.weekDuplicated });
          onDuplicated(!onto);
          onClose();
        },
        onError: (error) =>
          setFailure({
            message: errorMessage(error),
            conflict: error instanceof ApiError && error.status === 409 && onto && !withReplace,
          }),
      },
    );
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!targetMissing) send(replace);
  };
  const busy = duplicate.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Duplicate Week"
      description={`Week ${week.sequence_number}`}
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {failure && (
            <Alert>
              <span className="flex flex-col items-start gap-2">
                <span>{failure.message}</span>
                {failure.conflict && (
                  <Button size="sm" variant="danger" onClick={() => send(true)} loading={busy}>
                    Replace Exercises
                  </Button>
                )}
              </span>
            </Alert>
          )}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink dark:text-white">Copy to</legend>
            <label className="flex items-center gap-2 text-sm text-ink dark:text-white">
              <input
                type="radio"
                name={groupName}
                checked={!onto}
                onChange={() => {
                  setOnto(false);
                  setFailure(null);
                }}
                className={radioClassName}
              />
              Append as a new week
            </label>
            <label className="flex items-center gap-2 text-sm text-ink dark:text-white">
              <input
                type="radio"
                name={groupName}
                checked={onto}
                disabled={others.length === 0}
                onChange={() => {
                  setOnto(true);
                  setFailure(null);
                }}
                className={radioClassName}
              />
              Copy onto another week
            </label>
          </fieldset>
          {onto && (
            <>
              <Field label="Target week" required>
                <Select
                  value={targetId}
                  onChange={(event) => {
                    setTargetId(event.target.value);
                    setFailure(null);
                  }}
                  placeholder="Select a week"
                  options={others.map((candidate) => ({
                    value: String(candidate.id),
                    label: `Week ${candidate.sequence_number}`,
                  }))}
                />
              </Field>
              {targetId !== '' && (
                <Checkbox checked={replace} onCheckedChange={setReplace} label="Replace its exercises" />
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={targetMissing}>
            Duplicate Week
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
