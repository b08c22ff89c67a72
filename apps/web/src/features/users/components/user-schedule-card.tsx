import { Link } from 'react-router';
import {
  assignmentMessages,
  userProgramMessages,
  type ScheduleDay,
  type ScheduleEntry,
  type UserProgram,
} from '@coachboard/contract';
import { formatDate, formatWeekdayDate, pluralize } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserSchedule } from '../api/get-user-schedule';

const programLinkClassName =
  'font-semibold text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300';

/** 'Started Mar 2, 2026' for a start today or before, 'Starts ...' for one ahead. */
const startText = (startDate: string, today: string) =>
  (startDate <= today ? userProgramMessages.started : userProgramMessages.starts)(formatDate(startDate));

/**
 * 'Current program': each assignment covering today by name, with its start date (day 1 of week 1 for the user,
 * never the day it was assigned) and what it gives today; or 'No current program' and the next one to start.
 */
function CurrentProgram({
  today,
  entries,
  programs,
}: {
  today: string;
  entries: readonly ScheduleEntry[];
  programs: readonly UserProgram[];
}) {
  if (entries.length === 0) {
    const next = programs
      .filter((program) => program.start_date !== undefined && program.start_date > today)
      .sort((a, b) =>
        a.start_date! < b.start_date! ? -1 : a.start_date! > b.start_date! ? 1 : a.id - b.id,
      )[0];
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-slate-500 dark:text-slate-400">{assignmentMessages.noCurrentProgram}</p>
        {next && (
          <p className="text-slate-600 dark:text-slate-300">
            <Link to={routePaths.program(next.id)} className={programLinkClassName}>
              {next.name}
            </Link>
            <span className="block">{startText(next.start_date!, today)}</span>
          </p>
        )}
      </div>
    );
  }
  return (
    <ul aria-label="Current programs" className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.program_id} className="flex flex-col">
          <Link to={routePaths.program(entry.program_id)} className={programLinkClassName}>
            {entry.program_name}
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {startText(entry.start_date, today)}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {assignmentMessages.currentProgram(
              entry.week_number,
              entry.weeks,
              entry.is_rest_day ? null : entry.day_number,
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The next days, one row per date and program (a date with nothing scheduled has one empty row). */
function UpcomingDays({ days }: { days: ScheduleDay[] }) {
  const programs = new Set(days.flatMap((day) => day.entries.map((entry) => entry.program_id)));
  const showProgram = programs.size > 1;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{`Next ${pluralize(days.length, 'day')}`}</caption>
      <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Date
          </th>
          {showProgram && (
            <th scope="col" className="py-2 pr-3 font-semibold">
              Program
            </th>
          )}
          <th scope="col" className="py-2 pr-3 font-semibold">
            Week · Day
          </th>
          <th scope="col" className="py-2 font-semibold">
            Day
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-white/10">
        {days.flatMap((day) => {
          const date = formatWeekdayDate(day.date);
          if (day.entries.length === 0) {
            return [
              <tr key={day.date}>
                <td className="py-2 pr-3 whitespace-nowrap">{date}</td>
                <td colSpan={showProgram ? 3 : 2} className="py-2 text-slate-400 dark:text-slate-500">
                  Nothing scheduled
                </td>
              </tr>,
            ];
          }
          return day.entries.map((entry) => (
            <tr key={`${day.date}-${entry.program_id}`}>
              <td className="py-2 pr-3 whitespace-nowrap">{date}</td>
              {showProgram && <td className="py-2 pr-3">{entry.program_name}</td>}
              <td className="py-2 pr-3 whitespace-nowrap">
                {assignmentMessages.weekDay(entry.week_number, entry.day_number)}
              </td>
              <td className="py-2">{entry.is_rest_day ? assignmentMessages.rest : entry.day_name}</td>
            </tr>
          ));
        })}
      </tbody>
    </table>
  );
}

/** The user's current program and next 14 days, from their assignments' start dates. */
export function UserScheduleCard({
  userId,
  today,
  programs = [],
}: {
  userId: number;
  today: string;
  /** The user's assignments (with their start dates): the next one to start when none covers today. */
  programs?: readonly UserProgram[];
}) {
  const query = useUserSchedule(userId, today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current program</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {query.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading schedule" className="text-brand-500" />
          </div>
        ) : query.isError ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">Failed to load the schedule.</p>
        ) : (
          <>
            <CurrentProgram today={today} entries={query.data.days[0]?.entries ?? []} programs={programs} />
            <section aria-labelledby={`next-days-${userId}`} className="flex flex-col gap-2 overflow-x-auto">
              <h3 id={`next-days-${userId}`} className="text-sm font-bold text-ink dark:text-white">
                {`Next ${pluralize(query.data.days.length, 'day')}`}
              </h3>
              <UpcomingDays days={query.data.days} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
