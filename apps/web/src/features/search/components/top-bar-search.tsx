import { useState, type Ref } from 'react';
import { Search } from 'lucide-react';
import { searchMessages } from '@coachboard/contract/search-messages';
import { topBarIconClassName } from '@/components/layout/top-bar-styles';
import { SearchComboboxInput } from './search-combobox-input';
import { searchBoxStyles } from './search-box-styles';
import { SearchResults } from './search-results';
import { paletteShortcutLabel } from './shortcut-label';
import { useSearchCombobox } from './use-search-combobox';

export interface TopBarSearchProps {
  inputRef: Ref<HTMLInputElement>;
  /** Narrow screens have no room for the box: a 'Search' button opens the palette instead. */
  onOpenPalette: () => void;
  /** The palette is about to be wanted (the box or the narrow button is in reach): its code can start loading. */
  onPaletteNear?: () => void;
}

/**
 * The top bar's search box: searches every kind as the admin types and shows the hits grouped by kind;
 * the arrow keys move, Enter opens the highlighted hit (the first one unless another was chosen), Escape closes.
 */
export function TopBarSearch({ inputRef, onOpenPalette, onPaletteNear }: TopBarSearchProps) {
  const [open, setOpen] = useState(false);
  const combobox = useSearchCombobox({ palette: false, onOpened: () => setOpen(false) });
  const { term, activeOption } = combobox;
  const expanded = open && term.trim() !== '';

  return (
    <>
      <div className={searchBoxStyles.wrapper}>
        <SearchComboboxInput
          combobox={combobox}
          inputRef={inputRef}
          expanded={expanded}
          aria-controls={expanded ? combobox.listId : undefined}
          aria-keyshortcuts="/"
          enterKeyHint="search"
          onTermChange={() => setOpen(true)}
          onFocus={() => {
            setOpen(true);
            onPaletteNear?.();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              if (expanded) setOpen(false);
              else combobox.setTerm('');
              return;
            }
            if (!expanded) {
              if (event.key === 'ArrowDown' && term.trim() !== '') setOpen(true);
              return;
            }
            activeOption.onKeyDown(event);
          }}
          className={searchBoxStyles.box}
          iconClassName={searchBoxStyles.icon}
          inputClassName={searchBoxStyles.input}
        >
          {/* Ctrl+K (⌘K) opens the palette from anywhere, this box included. */}
          <kbd title="Open the command palette" className={searchBoxStyles.kbd}>
            {paletteShortcutLabel()}
          </kbd>
        </SearchComboboxInput>
        {expanded && (
          <SearchResults
            {...combobox.listProps}
            label={searchMessages.label}
            className="absolute top-full right-0 z-40 mt-2 w-[28rem] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 dark:bg-navy-800 dark:ring-white/10"
            listClassName="max-h-[min(70vh,32rem)] overflow-y-auto"
          />
        )}
      </div>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpenPalette}
        onPointerEnter={onPaletteNear}
        onFocus={onPaletteNear}
        className={`${topBarIconClassName} md:hidden`}
      >
        <Search aria-hidden className="size-5" />
      </button>
    </>
  );
}
