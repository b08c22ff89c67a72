import { postTypeLabels, postTypes, type PostType, type PostTypeCounts } from '@coachboard/contract';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

export interface TypeFilterBarProps {
  selected: PostType | undefined;
  counts: PostTypeCounts | undefined;
  onSelect: (type: PostType | undefined) => void;
}

const chipClassName =
  'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors';

function FilterChip({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        chipClassName,
        active
          ? 'border-brand-500 bg-brand-500 text-white dark:border-brand-400 dark:bg-brand-400'
          : 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50 dark:border-white/10 dark:bg-navy-800 dark:text-slate-200 dark:hover:bg-white/10',
      )}
    >
      {label}{' '}
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs',
          active
            ? 'bg-white/20 text-white dark:bg-black/20'
            : 'bg-slate-100 text-slate-600 dark:bg-white/10 dark:text-slate-200',
        )}
      >
        {count === undefined ? '–' : formatCount(count)}
      </span>
    </button>
  );
}

/** All Posts and one chip per type, each with its count, plus Clear Filter while a type is chosen. */
export function TypeFilterBar({ selected, counts, onSelect }: TypeFilterBarProps) {
  return (
    <div role="group" aria-label="Filter posts by type" className="flex flex-wrap items-center gap-2">
      <FilterChip
        label="All Posts"
        count={counts?.all}
        active={!selected}
        onClick={() => onSelect(undefined)}
      />
      {postTypes.map((type) => (
        <FilterChip
          key={type}
          label={postTypeLabels[type]}
          count={counts?.[type]}
          active={selected === type}
          onClick={() => onSelect(type)}
        />
      ))}
      {selected && (
        <button
          type="button"
          onClick={() => onSelect(undefined)}
          className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-slate-500 hover:bg-slate-100 hover:text-ink dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white"
        >
          <X aria-hidden className="size-4" />
          Clear Filter
        </button>
      )}
    </div>
  );
}
