import type { UserStatusFilter } from '@coachboard/contract';
import { cn } from '@/lib/cn';

const options: { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** Active / Inactive / All, as a group of toggle buttons. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: UserStatusFilter;
  onChange: (value: UserStatusFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Status filter"
      className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-white/5"
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
              ? 'bg-white text-brand-600 shadow-sm dark:bg-navy-700 dark:text-white'
              : 'text-slate-600 hover:text-ink dark:text-slate-300 dark:hover:text-white',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
