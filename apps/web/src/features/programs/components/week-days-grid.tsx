import { Link } from 'react-router';
import { absoluteDayNumber, type TrainingWeek } from '@coachboard/contract';
import { BedDouble, Dumbbell } from 'lucide-react';
import { routePaths } from '@/lib/route-paths';

const cellClassName =
  'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-lg border px-0.5 py-3 text-center text-[10px] font-semibold whitespace-nowrap sm:min-h-24 sm:rounded-xl sm:px-1 sm:text-sm';

/** The 7 days of a week. Training days open the day; rest days are greyed and are neither links nor buttons. */
export function WeekDaysGrid({ programId, week }: { programId: number; week: TrainingWeek }) {
  const days = [...week.training_days].sort((a, b) => a.day_of_the_week - b.day_of_the_week);
  return (
    <ol aria-label={`Days of week ${week.sequence_number}`} className="grid grid-cols-7 gap-1 sm:gap-3">
      {days.map((day) => {
        const dayNumber = absoluteDayNumber(week.sequence_number, day.day_of_the_week);
        // Narrow screens stack 'Day' over the number so 'Day 364' still fits a seventh of the width.
        const label = (
          <span className="flex flex-col leading-tight sm:block">
            <span>Day</span> <span>{dayNumber}</span>
          </span>
        );
        return (
          <li key={day.id} className="min-w-0">
            {day.is_rest_day ? (
              <div
                aria-disabled="true"
                title="Rest day"
                className={`${cellClassName} cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-400 dark:border-white/10 dark:bg-white/5 dark:text-slate-500`}
              >
                <BedDouble aria-hidden className="size-4 sm:size-5" />
                {label}
                <span aria-hidden className="hidden text-[11px] font-medium sm:block">
                  Rest
                </span>
                <span className="sr-only">, rest day</span>
              </div>
            ) : (
              <Link
                to={routePaths.trainingDay(programId, week.id, day.id)}
                className={`${cellClassName} border-brand-100 bg-brand-50 text-brand-600 transition-colors hover:border-brand-300 hover:bg-brand-100 dark:border-brand-400/30 dark:bg-brand-400/10 dark:text-brand-200 dark:hover:bg-brand-400/20`}
              >
                <Dumbbell aria-hidden className="size-4 sm:size-5" />
                {label}
                <span aria-hidden className="hidden text-[11px] font-medium sm:block">
                  Training
                </span>
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
