import type { ProgramListKind } from '@coachboard/contract';
import { cn } from '@/lib/cn';

export type ProgramKindFilterValue = 'programs' | ProgramListKind;

const options: { value: ProgramKindFilterValue; label: string }[] = [
  { value: 'programs', label: 'Programs' },
  { value: 'personal_copies', label: 'Personal copies' },
];

/** The programs list shows every program but personal copies, or only those (issue 22). */
export function ProgramKindFilter({
  value,
  onChange,
}: {
  value: ProgramKindFilterValue;
  onChange: (value: ProgramKindFilterValue) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Program kind"
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
