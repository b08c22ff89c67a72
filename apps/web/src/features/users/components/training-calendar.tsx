import type { CalendarDay, CalendarDayStatus } from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

export const calendarStatusLabels: Record<CalendarDayStatus, string> = {
  done: 'Done',
  partial: 'Partial',
  missed: 'Missed',
  planned: 'Planned',
  rest: 'Rest',
  none: 'No program',
};

/** Each status's colours, light and dark; the status is also written, never told by colour alone. */
const statusStyles: Record<CalendarDayStatus, string> = {
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  partial: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  missed: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
  planned: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  rest: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  none: 'bg-transparent text-slate-500 dark:text-slate-400',
};

const statusMarks: Record<CalendarDayStatus, string> = {
  done: '✓',
  partial: '◐',
  missed: '✕',
  planned: '○',
  rest: '–',
  none: '',
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What a day's button says to a screen reader: the date, the status, the day and the sets. */
export const calendarDayLabel = (day: CalendarDay) =>
  [
    formatDate(day.date),
    calendarStatusLabels[day.status],
    ...day.day_names,
    day.prescribed_sets > 0 ? `${day.done_sets} of ${day.prescribed_sets} sets` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The legend under the calendar. */
export function CalendarLegend() {
  const shown: CalendarDayStatus[] = ['done', 'partial', 'missed', 'rest', 'planned'];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-3 text-xs">
      {shown.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn('inline-flex size-5 items-center justify-center rounded', statusStyles[status])}
          >
            {statusMarks[status]}
          </span>
          <span className="text-slate-700 dark:text-slate-200">{calendarStatusLabels[status]}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The calendar as a table: a row per week (Monday first), a cell per date; a date with a training day or a workout
 * is a button opening it.
 */
export function TrainingCalendarGrid({
  days,
  caption,
  onOpen,
}: {
  days: CalendarDay[];
  caption: string;
  onOpen: (date: string) => void;
}) {
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-24 text-left font-medium text-slate-600 dark:text-slate-300">
            Week of
          </th>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" className="font-medium text-slate-600 dark:text-slate-300">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            <th scope="row" className="text-left font-normal text-slate-600 dark:text-slate-300">
              {formatDate(week[0]!.date)}
            </th>
            {week.map((day) => {
              const openable = day.day_names.length > 0 || day.session_ids.length > 0;
              const content = (
                <>
                  <span aria-hidden className="block text-sm">
                    {statusMarks[day.status]}
                  </span>
                  <span aria-hidden className="block text-[0.65rem]">
                    {Number(day.date.slice(8))}
                  </span>
                </>
              );
              return (
                <td key={day.date} className="p-0">
                  {openable ? (
                    <button
                      type="button"
                      aria-label={calendarDayLabel(day)}
                      onClick={() => onOpen(day.date)}
                      className={cn(
                        'h-11 w-full rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                        statusStyles[day.status],
                      )}
                    >
                      {content}
                    </button>
                  ) : (
                    <div
                      role="img"
                      aria-label={calendarDayLabel(day)}
                      className={cn('h-11 w-full rounded', statusStyles[day.status])}
                    >
                      {content}
                    </div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
