import { pluralize } from '@/lib/format';
import { cn } from '@/lib/cn';
import { optionsOf, type SearchOption, type SearchOptionGroup } from './search-options';

export interface SearchResultsProps {
  /** The listbox's id, which the input's aria-controls names. */
  id: string;
  label: string;
  groups: SearchOptionGroup[];
  activeKey: string | null;
  optionId: (key: string) => string;
  message: string | null;
  busy: boolean;
  onOpen: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
  className?: string;
  /** The listbox scrolls itself: axe accepts a scrolling listbox its combobox controls, not a scrolling wrapper. */
  listClassName?: string;
}

/**
 * The grouped listbox of the search box and the palette (the ARIA grouped listbox: each group named by its
 * heading, each option by its title and subtitle) and a status line that screen readers announce.
 */
export function SearchResults({
  id,
  label,
  groups,
  activeKey,
  optionId,
  message,
  busy,
  onOpen,
  onHover,
  className,
  listClassName,
}: SearchResultsProps) {
  const count = optionsOf(groups).length;
  return (
    <div className={className}>
      <div
        id={id}
        role="listbox"
        aria-label={label}
        aria-busy={busy || undefined}
        hidden={count === 0}
        // Keeps the focus in the input while a row is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className={cn('space-y-1 transition-opacity', busy && 'opacity-70', listClassName)}
      >
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div
              id={`${id}-${group.key}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {group.label}
            </div>
            {group.options.map((option) => (
              <div
                key={option.key}
                id={optionId(option.key)}
                role="option"
                aria-selected={option.key === activeKey}
                onClick={() => onOpen(option)}
                onMouseMove={() => onHover(option)}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg px-3 py-2',
                  option.key === activeKey && 'bg-slate-100 dark:bg-white/10',
                )}
              >
                <span className="truncate text-sm font-semibold text-ink dark:text-white">
                  {option.title}
                </span>
                {option.subtitle && (
                  <>
                    {' '}
                    <span className="truncate text-xs text-slate-600 dark:text-slate-300">
                      {option.subtitle}
                    </span>
                  </>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p
        role="status"
        className={message ? 'px-3 py-2 text-sm text-slate-600 dark:text-slate-300' : 'sr-only'}
      >
        {message ?? (count > 0 ? pluralize(count, 'result') : '')}
      </p>
    </div>
  );
}
