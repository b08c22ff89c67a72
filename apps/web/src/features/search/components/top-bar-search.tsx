import { useId, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH, searchMessages } from '@coachboard/contract';
import { topBarIconClassName } from '@/components/layout/top-bar-styles';
import { optionsOf, type SearchOption } from './search-options';
import { rememberRecord } from '@/lib/recent-records';
import { SearchResults } from './search-results';
import { useActiveOption } from './use-active-option';
import { useSearchResults } from './use-search-results';

export interface TopBarSearchProps {
  inputRef: Ref<HTMLInputElement>;
  /** Narrow screens have no room for the box: a 'Search' button opens the palette instead. */
  onOpenPalette: () => void;
}

/**
 * The top bar's search box (issue 23): searches every kind as the admin types and shows the hits grouped by kind;
 * the arrow keys move, Enter opens the highlighted hit (the first one unless another was chosen), Escape closes.
 */
export function TopBarSearch({ inputRef, onOpenPalette }: TopBarSearchProps) {
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (key: string) => `${listId}-${key}`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const results = useSearchResults(term, { palette: false });
  const expanded = open && term.trim() !== '';

  const openOption = (option: SearchOption) => {
    if (option.hit) rememberRecord(option.hit);
    setTerm('');
    setOpen(false);
    void navigate(option.path);
  };
  const activeOption = useActiveOption(optionsOf(results.groups), {
    optionId,
    busy: results.busy,
    onOpen: openOption,
  });

  return (
    <>
      <div className="relative hidden md:block">
        <div className="flex h-11 items-center gap-2 rounded-full bg-canvas px-4 text-slate-500 focus-within:ring-2 focus-within:ring-brand-500 dark:bg-navy-900 dark:text-slate-300 dark:focus-within:ring-brand-300">
          <Search aria-hidden className="size-4 shrink-0" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={searchMessages.label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded ? activeOption.activeId : undefined}
            aria-keyshortcuts="/"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={searchMessages.placeholder}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
              activeOption.reset();
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                if (expanded) setOpen(false);
                else setTerm('');
                return;
              }
              if (!expanded) {
                if (event.key === 'ArrowDown' && term.trim() !== '') setOpen(true);
                return;
              }
              activeOption.onKeyDown(event);
            }}
            className="w-40 bg-transparent text-sm text-ink outline-none placeholder:text-slate-500 lg:w-48 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        {expanded && (
          <SearchResults
            id={listId}
            label={searchMessages.label}
            groups={results.groups}
            activeKey={activeOption.active?.key ?? null}
            optionId={optionId}
            message={results.message}
            busy={results.busy}
            onOpen={openOption}
            onHover={(option) => activeOption.choose(option.key)}
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
        className={`${topBarIconClassName} md:hidden`}
      >
        <Search aria-hidden className="size-5" />
      </button>
    </>
  );
}
