import { useId, useState, type KeyboardEvent, type UIEvent } from 'react';
import { formatEnumLabel, type ProgramSummary } from '@coachboard/contract';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchPrograms } from '../api/search-programs';

/** Infinite-scroll trigger, as the user detail's program picker (spec part 2 section 9). */
const SCROLL_TRIGGER_PX = 100;

export interface PickedProgram {
  id: number;
  name: string;
}

export interface ProgramComboboxProps {
  value: PickedProgram | null;
  onChange: (program: PickedProgram | null) => void;
  disabled?: boolean;
}

/**
 * A searchable program picker: type to search the server (the picker route, 60 a page, more on scroll), pick
 * with the mouse or with the arrow keys and Enter. Sits in a <Field>, which names it.
 */
export function ProgramCombobox({ value, onChange, disabled = false }: ProgramComboboxProps) {
  const listId = useId();
  const [term, setTerm] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(term.trim() === value?.name ? '' : term.trim());
  const programs = useSearchPrograms(search);
  const items = programs.data?.pages.flatMap((page) => page.data) ?? [];
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (program: ProgramSummary) => {
    onChange({ id: program.id, name: program.name });
    setTerm(program.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (items.length > 0)
        setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const program = items[activeIndex];
      if (program) pick(program);
    }
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight <= SCROLL_TRIGGER_PX;
    if (nearBottom && programs.hasNextPage && !programs.isFetchingNextPage) void programs.fetchNextPage();
  };

  const expanded = open && !disabled;
  const showsOptions = !programs.isPending && !programs.isError && items.length > 0;
  return (
    <div className="relative">
      <TextInput
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && items.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder="Search programs by name..."
        value={term}
        disabled={disabled}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded && !showsOptions && (
        // A listbox holds options only (axe: aria-required-children), so the states are a status beside it.
        <div
          id={listId}
          role="status"
          className={cn(
            'absolute inset-x-0 top-full z-10 mt-1 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm shadow-lg dark:border-white/10 dark:bg-navy-900',
            programs.isError ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {programs.isPending ? (
            <>
              <Spinner size="sm" /> Loading programs...
            </>
          ) : programs.isError ? (
            'Failed to search programs'
          ) : (
            'No programs found'
          )}
        </div>
      )}
      {expanded && showsOptions && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Programs"
          onScroll={onScroll}
          // Keeps the focus in the input while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-white/10 dark:bg-navy-900"
        >
          {items.map((program, index) => (
            <li
              key={program.id}
              id={optionId(index)}
              role="option"
              aria-selected={value?.id === program.id}
              onClick={() => pick(program)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer flex-col rounded-lg px-3 py-2',
                index === activeIndex && 'bg-slate-100 dark:bg-white/10',
              )}
            >
              <span className="truncate text-sm font-semibold text-ink dark:text-white">{program.name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">
                {formatEnumLabel(program.program_type)} · {formatEnumLabel(program.difficulty_level)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
