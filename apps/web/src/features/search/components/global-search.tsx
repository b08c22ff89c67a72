import { lazy, Suspense, useRef, useState } from 'react';
import type { PalettePage } from './search-options';
import { TopBarSearch } from './top-bar-search';
import { useSearchShortcuts } from './use-search-shortcuts';

// The palette (its dialog kit included) is not part of the shell's first load: it loads when the box takes the
// focus or the narrow screens' button is reached, and at the latest on the first Ctrl+K.
const loadCommandPalette = () => import('./command-palette');
const CommandPalette = lazy(() =>
  loadCommandPalette().then((module) => ({ default: module.CommandPalette })),
);

export interface GlobalSearchProps {
  /** The side menu's pages as the user sees them: the palette offers to go to each. */
  pages?: readonly PalettePage[];
}

/** The top bar's search: the box (an icon button opening the palette on narrow screens), the palette, the keys. */
export function GlobalSearch({ pages = [] }: GlobalSearchProps) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteWanted, setPaletteWanted] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const openPalette = () => {
    setPaletteWanted(true);
    setPaletteOpen(true);
  };
  const preloadPalette = () => void loadCommandPalette();

  useSearchShortcuts({
    openPalette,
    focusBox: () => {
      boxRef.current?.focus();
      // Hidden on narrow screens, where the box cannot take the focus: the palette searches instead.
      if (document.activeElement !== boxRef.current) openPalette();
    },
  });

  return (
    <>
      <TopBarSearch inputRef={boxRef} onOpenPalette={openPalette} onPaletteNear={preloadPalette} />
      {paletteWanted && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} pages={pages} />
        </Suspense>
      )}
    </>
  );
}
