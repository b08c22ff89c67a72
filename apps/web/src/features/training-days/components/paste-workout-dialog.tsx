import { useState, type FormEvent } from 'react';
import { pasteMessages, pasteWorkoutSchema, type PasteLineResult } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateLibraryExercise } from '../api/create-library-exercise';
import { useApplyPaste, usePastePreview } from '../api/paste-workout';
import { PastePreviewTable } from './paste-preview-table';
import { pasteTextLines, usePasteChoices, type PasteExercise } from './use-paste-choices';

const PREVIEW_DELAY_MS = 300;
const PREVIEW_FAILED = 'Failed to read the pasted workout. Please try again.';
const PLACEHOLDER = [
  'A1 Bench press 4x6 @75%',
  'A2 Chin-up 4xAMRAP',
  'Back squat 5x5 @100kg',
  'RDL 3x8-10 RIR2',
  'Plank 3x60s rest 90',
].join('\n');
const HINT = 'One exercise per line: sets x reps, then @kg or @%, RIR and rest; A1, A2... make a superset.';

const toFixText = (count: number) =>
  count === 1
    ? '1 line needs an exercise or readable sets'
    : `${count} lines need an exercise or readable sets`;

export interface PasteWorkoutDialogProps {
  dayId: number;
  dayName: string;
  onClose: () => void;
}

/** 'Paste Workout': a text area with a live dry-run preview; nothing is written until 'Add N exercises'. */
export function PasteWorkoutDialog({ dayId, dayName, onClose }: PasteWorkoutDialogProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [creatingLine, setCreatingLine] = useState<number | null>(null);
  const { choose, choicesFor, choiceOf } = usePasteChoices();
  const previewText = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const blank = previewText.trim() === '';
  const problem = blank
    ? null
    : (pasteWorkoutSchema.safeParse({ text: previewText }).error?.issues[0]?.message ?? null);
  const sentChoices = choicesFor(previewText);
  const preview = usePastePreview(dayId, previewText, sentChoices, !blank && problem === null);
  const apply = useApplyPaste();
  const create = useCreateLibraryExercise();

  const lines = blank || problem !== null ? undefined : preview.data?.lines;
  const settling = text !== previewText || preview.isFetching || preview.isPlaceholderData;
  const toFix = lines?.filter((line) => line.status !== 'matched').length ?? 0;
  const count = lines?.length ?? 0;
  const ready = !settling && !preview.isError && count > 0 && toFix === 0;
  const busy = apply.isPending;

  const handleChoose = (
    line: PasteLineResult,
    exercise: PasteExercise | null,
    options: readonly PasteExercise[],
  ) =>
    choose(
      line.line,
      exercise && { text: pasteTextLines(previewText)[line.line - 1] ?? '', exercise, options },
    );
  const handleCreate = (line: PasteLineResult, name: string) => {
    setFailure(null);
    setCreatingLine(line.line);
    create.mutate(
      { name },
      {
        onSuccess: (exercise) =>
          handleChoose(line, { id: exercise.id, name: exercise.name }, line.suggestions),
        onError: (error) => setFailure(errorMessage(error)),
        onSettled: () => setCreatingLine(null),
      },
    );
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    apply.mutate(
      {
        dayId,
        input: {
          text: previewText,
          dry_run: false,
          ...(sentChoices.length > 0 ? { choices: sentChoices } : {}),
        },
      },
      {
        onSuccess: ({ added_log_ids }) => {
          toast.show({ tone: 'success', text: pasteMessages.added(added_log_ids.length) });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, pasteMessages.failed)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={pasteMessages.title}
      description={`Lines become exercises of ${dayName}`}
      size="xl"
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {failure && <Alert>{failure}</Alert>}
          <Field label={pasteMessages.textLabel} hint={HINT} error={problem ?? undefined}>
            <Textarea
              rows={6}
              value={text}
              placeholder={PLACEHOLDER}
              spellCheck={false}
              disabled={busy}
              className="font-mono"
              onChange={(event) => {
                setText(event.target.value);
                setFailure(null);
              }}
            />
          </Field>
          {preview.isError && !blank && problem === null && (
            <Alert>{errorMessage(preview.error, PREVIEW_FAILED)}</Alert>
          )}
          {lines && lines.length > 0 && (
            <PastePreviewTable
              lines={lines}
              stale={settling}
              chosen={(line) => choiceOf(previewText, line)}
              onChoose={handleChoose}
              onCreate={handleCreate}
              creatingLine={creatingLine}
              disabled={busy}
            />
          )}
          {!blank && problem === null && preview.isPending && (
            <div className="flex justify-center py-4">
              <Spinner label="Reading the workout" className="text-brand-500" />
            </div>
          )}
          <p role="status" className="text-sm text-slate-500 empty:hidden dark:text-slate-400">
            {lines && !settling && toFix > 0 ? toFixText(toFix) : ''}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!ready}>
            {pasteMessages.addButton(count)}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
