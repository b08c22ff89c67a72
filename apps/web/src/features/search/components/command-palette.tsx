import { useRef, type RefObject } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { searchMessages } from '@coachboard/contract';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { SearchComboboxInput } from './search-combobox-input';
import type { PalettePage } from './search-options';
import { SearchResults } from './search-results';
import { useSearchCombobox } from './use-search-combobox';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side menu's pages the palette offers under 'Go to'. */
  pages?: readonly PalettePage[];
}

/**
 * The command palette (Ctrl+K / Cmd+K): the search box's hits plus the actions and the side menu's pages ('Go to'),
 * and the recently opened records before anything is typed. Closing gives the focus back to where it was when it opened.
 */
export function CommandPalette({ open, onOpenChange, pages }: CommandPaletteProps) {
  const returnFocus = useReturnFocus();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-900/50 backdrop-blur-[2px] dark:bg-black/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The input, not the first button, takes the focus; the opener is remembered to get it back.
            returnFocus.rememberOpener();
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed top-[10dvh] left-1/2 z-50 flex max-h-[80dvh] w-[calc(100vw-1rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl focus:outline-none dark:bg-navy-800 dark:text-white"
        >
          <DialogPrimitive.Title className="sr-only">{searchMessages.paletteLabel}</DialogPrimitive.Title>
          <PaletteSearch inputRef={inputRef} pages={pages} onClose={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PaletteSearch({
  inputRef,
  pages,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  pages?: readonly PalettePage[];
  onClose: () => void;
}) {
  const combobox = useSearchCombobox({ palette: true, pages, onOpened: onClose });

  return (
    <>
      <SearchComboboxInput
        combobox={combobox}
        inputRef={inputRef}
        expanded={combobox.hasOptions}
        enterKeyHint="go"
        className="flex items-center gap-3 border-b border-slate-100 px-4 focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-inset dark:border-white/10 dark:focus-within:ring-brand-300"
        iconClassName="size-5 shrink-0 text-slate-500 dark:text-slate-300"
        inputClassName="h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
      />
      <SearchResults
        {...combobox.listProps}
        label={searchMessages.paletteLabel}
        className="flex min-h-0 flex-1 flex-col p-2"
        listClassName="min-h-0 overflow-y-auto"
      />
      <p
        aria-hidden
        className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600 dark:border-white/10 dark:text-slate-300"
      >
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </>
  );
}
