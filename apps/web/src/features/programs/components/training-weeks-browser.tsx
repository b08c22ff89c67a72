import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { programMessages, QUICK_NAVIGATION_MIN_WEEKS, type TrainingWeek } from '@coachboard/contract';
import { CalendarDays, ChevronLeft, ChevronRight, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { useAllTrainingWeeks } from '../api/get-training-weeks';
import { DuplicateWeekDialog } from './duplicate-week-dialog';
import { WeekDaysGrid } from './week-days-grid';
import { WeeksQuickNavigation } from './weeks-quick-navigation';

const WEEK_PARAM = 'week';

const navButtonClassName =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-200 text-slate-600 transition-colors ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-white/10 dark:text-slate-300 dark:hover:bg-white/5';

/** The shown week lives in the URL (?week=N) so back and refresh keep it. */
function useCurrentWeekIndex(weekCount: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get(WEEK_PARAM));
  const index = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, weekCount) - 1 : 0;
  const setIndex = (next: number) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(WEEK_PARAM, String(next + 1));
        return params;
      },
      { replace: true },
    );
  return [Math.max(index, 0), setIndex] as const;
}

function WeekSummary({ week, totalWeeks }: { week: TrainingWeek; totalWeeks: number }) {
  const restDays = week.training_days.filter((day) => day.is_rest_day).length;
  const items = [
    { label: 'Training days', value: week.training_days.length - restDays },
    { label: 'Rest days', value: restDays },
    { label: 'Total weeks', value: totalWeeks },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-4 text-center dark:bg-white/5">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse gap-0.5">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd className="text-xl font-bold text-ink dark:text-white">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WeeksBrowserBody({ programId, weeks }: { programId: number; weeks: TrainingWeek[] }) {
  const [index, setIndex] = useCurrentWeekIndex(weeks.length);
  const [duplicating, setDuplicating] = useState(false);
  const can = useCan();
  const week = weeks[index];
  if (!week) return null;
  const total = weeks.length;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          aria-label="Previous week"
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          className={navButtonClassName}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <p aria-live="polite" className="text-base font-bold text-ink dark:text-white">
          {`Week ${index + 1} of ${total}`}
        </p>
        <button
          type="button"
          aria-label="Next week"
          onClick={() => setIndex(index + 1)}
          disabled={index === total - 1}
          className={navButtonClassName}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      {total > 1 && (
        <div
          role="progressbar"
          aria-label="Week progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-white/10"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] dark:bg-brand-400"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
      )}
      <WeekDaysGrid programId={programId} week={week} />
      <WeekSummary week={week} totalWeeks={total} />
      {can('trainingDays.duplicateWeek') && (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setDuplicating(true)}>
            <Copy aria-hidden className="size-4" />
            Duplicate Week
          </Button>
        </div>
      )}
      {duplicating && (
        <DuplicateWeekDialog
          programId={programId}
          week={week}
          weeks={weeks}
          onClose={() => setDuplicating(false)}
          // The appended copy is the last week; the index waits for the refreshed weeks (it is clamped).
          onDuplicated={(appended) => appended && setIndex(total)}
        />
      )}
      {total >= QUICK_NAVIGATION_MIN_WEEKS && (
        <WeeksQuickNavigation weeks={weeks} currentIndex={index} onSelect={setIndex} />
      )}
    </div>
  );
}

/** One week at a time with previous and next, its 7 days, a summary and, past five weeks, Quick Navigation. */
export function TrainingWeeksBrowser({ programId }: { programId: number }) {
  const weeksQuery = useAllTrainingWeeks(programId);
  const weeks = [...(weeksQuery.data ?? [])].sort((a, b) => a.sequence_number - b.sequence_number);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Training Weeks</CardTitle>
      </CardHeader>
      <CardContent>
        {weeksQuery.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading training weeks" className="text-brand-500" />
          </div>
        ) : weeksQuery.isError ? (
          <ErrorState title={programMessages.weeksLoadFailed} />
        ) : weeks.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title="No Training Weeks"
            description="No training weeks found for this program."
          />
        ) : (
          <WeeksBrowserBody programId={programId} weeks={weeks} />
        )}
      </CardContent>
    </Card>
  );
}
