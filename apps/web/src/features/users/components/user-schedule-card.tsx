import { format, parseISO } from 'date-fns';
import { assignmentMessages, type ScheduleDay } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserSchedule } from '../api/get-user-schedule';

/**
 * 'Current program': what each assignment covering today gives today, or 'No current program'. Program names
 * appear only when two programs overlap: the user detail's program list already names (and links) each program.
 */
function CurrentProgram({ today }: { today: ScheduleDay | undefined }) {
  const entries = today?.entries ?? [];
  if (entries.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">{assignmentMessages.noCurrentProgram}</p>
    );
  }
  return (
    <ul aria-label="Current programs" className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.program_id} className="flex flex-col">
          {entries.length > 1 && (
            <span className="font-semibold text-ink dark:text-white">{entry.program_name}</span>
          )}
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
      <caption className="sr-only">{`Next ${days.length} days`}</caption>
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
          const date = format(parseISO(day.date), 'EEE, MMM d');
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

/** The user's current program and next 14 days, from their assignments' start dates (issue 22). */
export function UserScheduleCard({ userId, today }: { userId: number; today: string }) {
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
            <CurrentProgram today={query.data.days[0]} />
            <section aria-labelledby={`next-days-${userId}`} className="flex flex-col gap-2 overflow-x-auto">
              <h3 id={`next-days-${userId}`} className="text-sm font-bold text-ink dark:text-white">
                {`Next ${query.data.days.length} days`}
              </h3>
              <UpcomingDays days={query.data.days} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
