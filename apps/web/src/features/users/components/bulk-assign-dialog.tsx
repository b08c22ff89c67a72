import { useState, type FormEvent } from 'react';
import {
  bulkAssignmentMessages,
  isCalendarDate,
  nextMonday,
  type AssignmentMode,
} from '@coachboard/contract';
import { AssignmentChoices } from '@/components/assignments/assignment-choices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PreviewSection } from '@/components/ui/preview-section';
import { errorMessage } from '@/lib/api-error';
import { formatCount, pluralize, todayDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  useBulkAssignmentPreview,
  useBulkAssignProgram,
  type BulkAssignmentParams,
  type BulkAssignmentTarget,
} from '../api/bulk-assign-program';
import { BulkAssignPreview } from './bulk-assign-preview';
import { ProgramCombobox, type PickedProgram } from './program-combobox';
import { useAssignedToast } from './use-assigned-toast';

const PREVIEW_DEBOUNCE_MS = 300;
const PREVIEW_FAILED = 'Failed to preview the assignment.';
const ASSIGN_FAILED = 'Failed to assign the program.';

export interface BulkAssignDialogProps {
  /** The users picked row by row, or every user the list's filter matches. */
  target: BulkAssignmentTarget;
  /** How many are selected, for the description. */
  count: number;
  onClose: () => void;
  /** After the assignment (the selection is cleared then). */
  onAssigned: () => void;
}

/**
 * 'Assign Program' for the users selected on the users list: the program, the start date (next Monday
 * to start), Linked or Personal copy, a dry run's preview of who is assigned and who is skipped and why, then one
 * request; a toast with Undo follows.
 */
export function BulkAssignDialog({ target, count, onClose, onAssigned }: BulkAssignDialogProps) {
  const [program, setProgram] = useState<PickedProgram | null>(null);
  const [startDate, setStartDate] = useState(() => nextMonday(todayDate()));
  const [mode, setMode] = useState<AssignmentMode>('linked');
  const assign = useBulkAssignProgram();
  const showAssigned = useAssignedToast();

  const dateValid = isCalendarDate(startDate);
  const params: BulkAssignmentParams | null =
    program && dateValid ? { programId: program.id, target, startDate, mode } : null;
  const debounced = useDebouncedValue(params, PREVIEW_DEBOUNCE_MS);
  const preview = useBulkAssignmentPreview(debounced);
  const settled = JSON.stringify(debounced) === JSON.stringify(params);
  const current = settled && params !== null && !preview.isPlaceholderData && !preview.isFetching;
  const previewError =
    params && settled && preview.isError ? errorMessage(preview.error, PREVIEW_FAILED) : null;
  const shown = params && !previewError ? preview.data : undefined;
  const canAssign = current && preview.data !== undefined && preview.data.will_assign > 0 && !previewError;
  const busy = assign.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!params || !program || !canAssign || busy) return;
    assign.mutate(params, {
      onSuccess: (result) => {
        showAssigned(result, program.name);
        onAssigned();
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={bulkAssignmentMessages.assignProgram}
      description={`${pluralize(count, 'user')} selected`}
      size="lg"
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-5">
          {assign.isError && <Alert>{errorMessage(assign.error, ASSIGN_FAILED)}</Alert>}
          <Field label={bulkAssignmentMessages.program} required>
            <ProgramCombobox value={program} onChange={setProgram} disabled={busy} />
          </Field>
          <AssignmentChoices
            startDate={startDate}
            onStartDateChange={setStartDate}
            mode={mode}
            onModeChange={setMode}
            disabled={busy}
          />
          <PreviewSection
            title="Preview"
            fetching={preview.isFetching}
            loading={params !== null && preview.isFetching}
            error={previewError}
            preview={
              shown && program ? (
                <BulkAssignPreview
                  preview={shown}
                  mode={mode}
                  programName={program.name}
                  isStale={!current}
                />
              ) : undefined
            }
            hint={
              program
                ? 'Choose a start date to see who will be assigned.'
                : `Choose a program to see which of the ${formatCount(count)} selected users will be assigned.`
            }
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!canAssign}>
            Assign
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
