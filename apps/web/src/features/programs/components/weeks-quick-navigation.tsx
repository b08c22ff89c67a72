import type { TrainingWeek } from '@coachboard/contract';
import { cn } from '@/lib/cn';

export interface WeeksQuickNavigationProps {
  weeks: readonly TrainingWeek[];
  currentIndex: number;
  onSelect: (index: number) => void;
}

/** One button per week, for programs longer than five weeks. */
export function WeeksQuickNavigation({ weeks, currentIndex, onSelect }: WeeksQuickNavigationProps) {
  return (
    <nav aria-labelledby="weeks-quick-navigation" className="flex flex-col gap-2">
      <h3 id="weeks-quick-navigation" className="text-sm font-bold text-ink dark:text-white">
        Quick Navigation
      </h3>
      <ul className="flex flex-wrap gap-2">
        {weeks.map((week, index) => (
          <li key={week.id}>
            <button
              type="button"
              aria-current={index === currentIndex ? 'true' : undefined}
              onClick={() => onSelect(index)}
              className={cn(
                'rounded-lg border px-3 py-1.5 text-xs font-semibold transition-colors',
                index === currentIndex
                  ? 'border-brand-500 bg-brand-500 text-white dark:border-brand-400 dark:bg-brand-400'
                  : 'border-slate-200 text-slate-600 hover:bg-slate-50 dark:border-white/10 dark:text-slate-300 dark:hover:bg-white/5',
              )}
            >
              Week {week.sequence_number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
