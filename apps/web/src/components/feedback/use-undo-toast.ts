import { useCallback } from 'react';
import { useToast, type ToastTone } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';

/** A toast's Undo stays this long (the issue asks at least 10 s), held while hovered or focused. */
export const UNDO_TOAST_MS = 12_000;

export interface UndoToast<T> {
  tone: Extract<ToastTone, 'success' | 'info'>;
  /** What was done, e.g. 'Moved to trash'. */
  text: string;
  /** The button's name, 'Undo'. */
  undoLabel: string;
  /** Takes back what was done; its answer feeds `undoneText`. */
  undo: () => Promise<T>;
  /** The success toast's text once the undo is done, e.g. 'Restored'. */
  undoneText: (result: T) => string;
  /** Refreshes what the undo made stale; runs whether it succeeded or not. */
  refresh: () => unknown;
}

/**
 * Shows a toast with Undo: the undo runs, the area is refreshed, and a success toast says what was undone, or an
 * error toast says why it could not be (e.g. a 409's message). The toast lives in the admin layout, so Undo still
 * works after the screen that showed it is gone.
 */
export function useUndoToast() {
  const toast = useToast();

  return useCallback(
    <T>({ tone, text, undoLabel, undo, undoneText, refresh }: UndoToast<T>) => {
      toast.show({
        tone,
        text,
        durationMs: UNDO_TOAST_MS,
        action: {
          label: undoLabel,
          onClick: () => {
            undo().then(
              (result) => {
                void refresh();
                toast.show({ tone: 'success', text: undoneText(result) });
              },
              (error: unknown) => {
                void refresh();
                toast.show({ tone: 'error', text: errorMessage(error), durationMs: UNDO_TOAST_MS });
              },
            );
          },
        },
      });
    },
    [toast],
  );
}
