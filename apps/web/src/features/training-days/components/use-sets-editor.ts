import { useCallback, useState } from 'react';
import { setMessages, type SetsData } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { useUpdateSets } from '../api/update-sets';
import {
  clampInput,
  draftsFrom,
  draftsToSetsData,
  newDraft,
  settleInput,
  type SetDraft,
  type SetField,
} from './set-drafts';

/**
 * One exercise card's sets: drafts, the unsaved-changes mark (any change sets it, a successful save clears
 * it), add and remove with renumbering, and saving through PATCH.
 */
export function useSetsEditor(logId: number | null, initial: SetsData) {
  const [drafts, setDrafts] = useState<SetDraft[]>(() => draftsFrom(initial));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      return;
    }
    try {
      const saved = await updateSets.mutateAsync({ logId, setsData });
      setDrafts(draftsFrom(saved.sets_data));
      setDirty(false);
    } catch (cause) {
      setError(errorMessage(cause, setMessages.saveFailed));
    }
  };

  return { drafts, dirty, error, isSaving: updateSets.isPending, change, setAmrap, addSet, removeSet, save };
}
