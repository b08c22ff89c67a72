import { cn } from '@/lib/cn';

export interface SegmentedFilterOption<T extends string> {
  value: T;
  label: string;
}

/** A group of toggle buttons of which exactly one is pressed: a list page's filter beside its search bar. */
export function SegmentedFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentedFilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex shrink-0 rounded-xl bg-slate-100 p-1 dark:bg-white/5"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
            value === option.value
              ? 'bg-white text-brand-600 shadow-sm dark:bg-brand-500 dark:text-white'
              : 'text-slate-600 hover:text-ink dark:text-slate-300 dark:hover:text-white',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
