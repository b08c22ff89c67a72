import { useRef, useState } from 'react';
import { CommandPalette } from './command-palette';
import { TopBarSearch } from './top-bar-search';
import { useSearchShortcuts } from './use-search-shortcuts';

/** The top bar's search: the box (an icon button opening the palette on narrow screens), the palette, the keys. */
export function GlobalSearch() {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const openPalette = () => setPaletteOpen(true);

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
      <TopBarSearch inputRef={boxRef} onOpenPalette={openPalette} />
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
    </>
  );
}
