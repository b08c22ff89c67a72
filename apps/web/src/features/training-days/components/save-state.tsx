import { Check, CircleDot } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SaveState } from './use-sets-editor';

export const saveStateTexts: Record<SaveState, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
};

/**
 * Whether an exercise's sets are saved, spoken when it changes. While saving, the Save button itself reads
 * 'Saving...' (the specification's label), so the state is then only spoken, not shown twice.
 */
export function SaveStateText({ state, exerciseName }: { state: SaveState; exerciseName: string }) {
  return (
    <span
      role="status"
      aria-label={`Save state of ${exerciseName}`}
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap',
        state === 'saved' && 'text-slate-500 dark:text-slate-400',
        state === 'unsaved' && 'text-amber-700 dark:text-amber-300',
        state === 'saving' && 'sr-only',
      )}
    >
      {state === 'saved' && <Check aria-hidden className="size-3.5" />}
      {state === 'unsaved' && <CircleDot aria-hidden className="size-3.5" />}
      {saveStateTexts[state]}
    </span>
  );
}
