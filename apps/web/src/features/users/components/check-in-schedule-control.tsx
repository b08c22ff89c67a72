import { useId } from 'react';
import {
  CHECK_IN_EVERY_WEEKS_MAX,
  WEEKDAYS,
  weekdayLabels,
  type CheckInSchedule,
  type Weekday,
} from '@coachboard/contract';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { formatWeekdayDate } from '@/lib/format';
import { useCheckInSchedule, useSaveCheckInSchedule } from '../api/check-in-schedule';

const NONE = '';
const dayOptions = [
  { value: NONE, label: 'None' },
  ...WEEKDAYS.map((day) => ({ value: day, label: weekdayLabels[day] })),
];
const everyOptions = Array.from({ length: CHECK_IN_EVERY_WEEKS_MAX }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? 'Every week' : `Every ${index + 1} weeks`,
}));

function ScheduleSelects({ userId, schedule }: { userId: number; schedule: CheckInSchedule }) {
  const save = useSaveCheckInSchedule(userId);
  const dayId = useId();
  const everyId = useId();
  const weekday = schedule.weekday;
  const everyWeeks = schedule.every_weeks ?? 1;
  const saveDay = (value: string) =>
    save.mutate(value === NONE ? { weekday: null } : { weekday: value as Weekday, every_weeks: everyWeeks });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <label htmlFor={dayId} className="sr-only">
          Check-in day
        </label>
        <Select
          id={dayId}
          className="min-w-36"
          options={dayOptions}
          value={weekday ?? NONE}
          disabled={save.isPending}
          onChange={(event) => saveDay(event.target.value)}
        />
        {weekday && (
          <>
            <label htmlFor={everyId} className="sr-only">
              Check-in frequency
            </label>
            <Select
              id={everyId}
              className="min-w-40"
              options={everyOptions}
              value={String(everyWeeks)}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ weekday, every_weeks: Number(event.target.value) })}
            />
          </>
        )}
      </div>
      {schedule.next_due_on && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Next check-in {formatWeekdayDate(schedule.next_due_on)}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(save.error, 'The check-in schedule could not be saved.')}
        </p>
      )}
    </div>
  );
}

/**
 * Check-in schedule: the weekday a coach wants this client to check in on, every N weeks, or None. Small on
 * purpose: the check-ins themselves are reviewed on their own screen.
 */
export function CheckInScheduleControl({ userId }: { userId: number }) {
  const query = useCheckInSchedule(userId);
  return (
    <section aria-label="Check-in schedule" className="flex flex-col gap-2">
      <h3 className="text-sm text-slate-500 dark:text-slate-400">Check-in schedule</h3>
      {query.isPending && <p className="text-sm text-slate-500">Loading...</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(query.error, 'The check-in schedule could not be loaded.')}
        </p>
      )}
      {query.data && <ScheduleSelects userId={userId} schedule={query.data} />}
    </section>
  );
}
