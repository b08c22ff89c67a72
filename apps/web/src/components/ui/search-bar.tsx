import { useId, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { SearchInput } from './search-input';

export interface SearchBarProps {
  /** The term of the results on screen ('' outside search mode); shows 'Showing search results for "{term}"'. */
  term: string;
  /** Called on submit with the trimmed term; an empty term means "leave search mode". */
  onSearch: (term: string) => void;
  onClear: () => void;
  placeholder?: string;
  /** Accessible name of the input. */
  label?: string;
  isSearching?: boolean;
  /** Keeps Search disabled while the box is blank (the recipe library); otherwise a blank search leaves search mode. */
  requireTerm?: boolean;
  /** Shows Clear only in search mode (the recipe library); otherwise it is always there, disabled when idle. */
  clearOnlyInSearchMode?: boolean;
  className?: string;
}

/**
 * A search box with a submit button and Clear, plus the search-mode line under it. What is typed stays a draft
 * here (typing does not re-render the list) until submitted; it follows `term` when that changes elsewhere
 * (back, forward, Clear, Refresh).
 */
export function SearchBar({
  term,
  onSearch,
  onClear,
  placeholder = 'Search...',
  label = 'Search',
  isSearching = false,
  requireTerm = false,
  clearOnlyInSearchMode = false,
  className,
}: SearchBarProps) {
  const statusId = useId();
  const [draft, setDraft] = useState(term);
  const [draftSource, setDraftSource] = useState(term);
  if (draftSource !== term) {
    setDraftSource(term);
    setDraft(term);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const handleClear = () => {
    setDraft('');
    onClear();
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <form role="search" onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          label={label}
          aria-describedby={term ? statusId : undefined}
          containerClassName="min-w-0 flex-1"
          className="[&::-webkit-search-cancel-button]:hidden"
        />
        <div className="flex gap-2">
          <Button
            type="submit"
            loading={isSearching}
            disabled={requireTerm && !draft.trim()}
            className="flex-1 sm:flex-none"
          >
            {!isSearching && <Search aria-hidden className="size-4" />}
            Search
          </Button>
          {(!clearOnlyInSearchMode || term) && (
            <Button
              variant="secondary"
              onClick={handleClear}
              disabled={!draft && !term}
              className="flex-1 sm:flex-none"
            >
              <X aria-hidden className="size-4" />
              Clear
            </Button>
          )}
        </div>
      </form>
      {term && (
        <p id={statusId} role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {`Showing search results for "${term}"`}
        </p>
      )}
    </div>
  );
}
