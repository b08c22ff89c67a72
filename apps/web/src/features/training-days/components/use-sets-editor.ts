import { useCallback, useState } from 'react';
import { setMessages, type SetsData } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { useUpdateSets } from '../api/update-sets';
import {
  clampInput,
  draftsFrom,
  draftProblem,
  draftsToSetsData,
  newDraft,
  settleInput,
  type SetDraft,
  type SetField,
} from './set-drafts';

/** What the card says of its sets: 'Saved', 'Unsaved changes' or 'Saving...'. */
export type SaveState = 'saved' | 'unsaved' | 'saving';

/**
 * One exercise card's sets: drafts, the unsaved-changes mark (any change sets it, a successful save clears
 * it), add and remove with renumbering, and saving through PATCH. After a save refused for invalid sets, each
 * set's problem is given (and follows the edits) until a save succeeds.
 */
export function useSetsEditor(logId: number | null, initial: SetsData) {
  const [drafts, setDrafts] = useState<SetDraft[]>(() => draftsFrom(initial));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const updateSets = useUpdateSets();

  const change = useCallback((index: number, field: SetField, raw: string, settle = false) => {
    setDrafts((current) =>
      current.map((draft, position) =>
        position === index ? { ...draft, [field]: (settle ? settleInput : clampInput)(field, raw) } : draft,
      ),
    );
    if (!settle) setDirty(true);
  }, []);

  const setAmrap = useCallback((index: number, amrap: boolean) => {
    setDrafts((current) =>
      current.map((draft, position) => (position === index ? { ...draft, amrap } : draft)),
    );
    setDirty(true);
  }, []);

  const addSet = useCallback(() => {
    setDrafts((current) => [...current, newDraft()]);
    setDirty(true);
  }, []);

  const removeSet = useCallback((index: number) => {
    setDrafts((current) =>
      current.length <= 1 ? current : current.filter((_, position) => position !== index),
    );
    setDirty(true);
  }, []);

  const save = async () => {
    setError(null);
    if (logId === null) {
      setError(setMessages.noActivityLog);
      return;
    }
    const { setsData, problem } = draftsToSetsData(drafts);
    if (problem) {
      setError(setMessages.fixErrors);
      setChecking(true);
      return;
    }
    try {
      const saved = await updateSets.mutateAsync({ logId, setsData });
      setDrafts(draftsFrom(saved.sets_data));
      setDirty(false);
      setChecking(false);
    } catch (cause) {
      setError(errorMessage(cause, setMessages.saveFailed));
    }
  };

  const problems = checking ? drafts.map(draftProblem) : [];
  const saveState: SaveState = updateSets.isPending ? 'saving' : dirty ? 'unsaved' : 'saved';

  return {
    drafts,
    dirty,
    error,
    problems,
    saveState,
    isSaving: updateSets.isPending,
    change,
    setAmrap,
    addSet,
    removeSet,
    save,
  };
}
