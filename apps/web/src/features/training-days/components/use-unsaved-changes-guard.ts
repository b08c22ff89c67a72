import { useCallback, useEffect, useState } from 'react';
import { useNavigationBlocker } from '@/lib/use-navigation-blocker';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved sets. Leave this page and discard them?';

/**
 * Tracks which cards hold unsaved sets and asks before leaving: a confirmation for navigation inside the
 * panel, the browser's own prompt when the tab is closed or reloaded.
 */
export function useUnsavedChangesGuard() {
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<number>>(new Set());
  const hasUnsaved = dirtyIds.size > 0;

  const onDirtyChange = useCallback((logId: number, dirty: boolean) => {
    setDirtyIds((current) => {
      if (current.has(logId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(logId);
      else next.delete(logId);
      return next;
    });
  }, []);

  const blocker = useNavigationBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
      [hasUnsaved],
    ),
  );

  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  return { onDirtyChange, blocker };
}
