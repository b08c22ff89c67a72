import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { GlobalSearchProps } from '@/features/search/components/global-search';
import { SearchBoxPlaceholder } from '@/features/search/components/search-box-placeholder';
import { OnShown } from './on-shown';

// The search (its results, the records it remembers, the contract's schemas it reads answers with) is not part of
// the shell's first paint; the box is drawn meanwhile, inert.
const GlobalSearch = lazy(() =>
  import('@/features/search/components/global-search').then((module) => ({ default: module.GlobalSearch })),
);

const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

interface ShellSearchProps extends GlobalSearchProps {
  /** False until the shell wants the search's code (its first screen on view). */
  load: boolean;
  /** Ctrl+K / Cmd+K was pressed before the search was there: the shell should load it now. */
  onWanted: () => void;
}

/**
 * The top bar's search, drawn as it looks until its code is there. A Ctrl+K / Cmd+K pressed before then is kept
 * from the browser (whose own search it would open), asks for the search at once, and is handed to the search
 * when it has come in, so the palette opens as asked.
 */
export function ShellSearch({ load, onWanted, ...props }: ShellSearchProps) {
  const ready = useRef(false);
  const asked = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ready.current || event.defaultPrevented || !isPaletteShortcut(event)) return;
      event.preventDefault();
      // A dialog owns the keyboard, as it does once the search is there.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]'))
        return;
      asked.current = true;
      onWanted();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onWanted]);

  // After the search's own effects: its shortcut listener is in place.
  const onReady = useCallback(() => {
    ready.current = true;
    if (!asked.current) return;
    asked.current = false;
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
  }, []);

  if (!load) return <SearchBoxPlaceholder />;
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <GlobalSearch {...props} />
      <OnShown onShown={onReady} />
    </Suspense>
  );
}
