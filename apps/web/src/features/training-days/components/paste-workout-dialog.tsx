import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  pasteMessages,
  pasteWorkoutSchema,
  type PasteLineResult,
  type PasteOnExisting,
  type PasteResult,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { invalidateKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUndoToast } from '@/components/feedback/use-undo-toast';
import { useCreateLibraryExercise } from '../api/create-library-exercise';
import { pasteStaleKeys, undoPaste, useApplyPaste, usePastePreview } from '../api/paste-workout';
import { pasteBlocker, pasteCounts } from './paste-line-summary';
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
const HINT =
  'One exercise per line: sets x reps (3x8, 3x8-12, 3x60s), then @kg or @%, RIR and rest; A1, A2... make a superset.';
const READING = 'Reading the workout...';
const ADDING = 'Adding the workout...';

/** The toast after a paste ('N exercises added'), with Undo taking exactly that paste back off the day. */
function usePastedToast(dayId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const showUndoToast = useUndoToast();
  return (result: PasteResult) => {
    const text = pasteMessages.addedSummary(result.counts);
    const pasteId = result.paste_id;
    // Only a dry run answers no paste id; a written paste always has one.
    if (pasteId === null) {
      toast.show({ tone: 'success', text });
      return;
    }
    showUndoToast({
      tone: 'success',
      text,
      undoLabel: pasteMessages.undo,
      undo: () => undoPaste({ dayId, pasteId }),
      undoneText: () => pasteMessages.undone,
      refresh: () => invalidateKeys(queryClient, pasteStaleKeys(dayId)),
    });
  };
}

export interface PasteWorkoutDialogProps {
  dayId: number;
  dayName: string;
  onClose: () => void;
}

/** 'Paste Workout': a text area with a live dry-run preview; nothing is written until 'Add N exercises'. */
export function PasteWorkoutDialog({ dayId, dayName, onClose }: PasteWorkoutDialogProps) {
  const showPasted = usePastedToast(dayId);
  const reasonId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [creatingLine, setCreatingLine] = useState<number | null>(null);
  const { choose, decide, choicesFor, choiceOf, decisionOf } = usePasteChoices();
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
  const decision = (line: number) => decisionOf(previewText, line);
  const counts = pasteCounts(lines ?? [], decision);
  const busy = apply.isPending;
  // Why the button is disabled, said next to it; null when the lines can be added.
  const reason = busy
    ? ADDING
    : text.trim() === ''
      ? pasteMessages.textRequired
      : (problem ??
        (preview.isError ? PREVIEW_FAILED : settling || !lines ? READING : pasteBlocker(lines, decision)));
  const ready = reason === null;

  const handleChoose = (
    line: PasteLineResult,
    exercise: PasteExercise | null,
    options: readonly PasteExercise[],
  ) =>
    choose(
      line.line,
      exercise && { text: pasteTextLines(previewText)[line.line - 1] ?? '', exercise, options },
    );
  const handleDecide = (line: PasteLineResult, value: PasteOnExisting) =>
    decide(line.line, pasteTextLines(previewText)[line.line - 1] ?? '', value);
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
        onSuccess: (result) => {
          showPasted(result);
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
              decision={decision}
              onDecide={handleDecide}
              creatingLine={creatingLine}
              disabled={busy}
            />
          )}
          {!blank && problem === null && preview.isPending && (
            <div className="flex justify-center py-4">
              <Spinner label="Reading the workout" className="text-brand-500" />
            </div>
          )}
        </DialogBody>
        <DialogFooter className="sm:items-center">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={!ready}
            aria-describedby={reason === null ? undefined : reasonId}
          >
            {pasteMessages.addButton(counts)}
          </Button>
          <p
            id={reasonId}
            className="text-sm text-slate-600 empty:hidden sm:order-first sm:mr-auto dark:text-slate-300"
          >
            {reason ?? ''}
          </p>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
