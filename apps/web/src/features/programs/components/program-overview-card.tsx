import { Link } from 'react-router';
import {
  absoluteDayNumber,
  DAYS_PER_WEEK,
  programOverviewMessages,
  type ProgramVolume,
  type VolumeWeek,
} from '@coachboard/contract';
import { routePaths } from '@/lib/route-paths';
import { ProgramVolumeCard } from './program-volume-card';

const DAY_NUMBERS = Array.from({ length: DAYS_PER_WEEK }, (_, index) => index + 1);

const cellClassName =
  'flex min-h-16 min-w-28 flex-col justify-center gap-0.5 rounded-lg border px-3 py-2 text-left text-sm';

function DayCell({
  programId,
  week,
  dayOfTheWeek,
}: {
  programId: number;
  week: VolumeWeek;
  dayOfTheWeek: number;
}) {
  const day = week.days.find((entry) => entry.day_of_the_week === dayOfTheWeek);
  const place = `Week ${week.sequence_number}, Day ${dayOfTheWeek}`;
  if (!day) {
    return (
      <div
        className={`${cellClassName} border-dashed border-slate-200 text-slate-400 dark:border-white/10 dark:text-slate-500`}
      >
        <span aria-hidden>—</span>
        <span className="sr-only">{`${place}: ${programOverviewMessages.noDay}`}</span>
      </div>
    );
  }
  // Spec part 1: rest days are greyed and cannot be clicked, as in the weeks browser.
  if (day.is_rest_day) {
    return (
      <div
        className={`${cellClassName} border-dashed border-slate-200 bg-slate-50 font-semibold text-slate-500 dark:border-white/10 dark:bg-white/5 dark:text-slate-400`}
      >
        <span aria-hidden>{programOverviewMessages.rest}</span>
        <span className="sr-only">{`${place}: ${programOverviewMessages.rest}`}</span>
      </div>
    );
  }
  const name = `Day ${absoluteDayNumber(week.sequence_number, day.day_of_the_week)}`;
  const count = programOverviewMessages.exerciseCount(day.exercise_count);
  return (
    <Link
      to={routePaths.trainingDay(programId, week.id, day.id)}
      aria-label={`${place}: ${name}, ${count}`}
      className={`${cellClassName} border-brand-100 bg-brand-50 transition-colors hover:border-brand-300 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-brand-400/30 dark:bg-brand-400/10 dark:hover:bg-brand-400/20`}
    >
      <span className="font-semibold whitespace-nowrap text-brand-700 dark:text-brand-100">{name}</span>
      {/* Not laid out between flex items: the visible text reads 'Day 10 6 exercises', words the aria-label
          contains, instead of 'Day 106 exercises'. */}{' '}
      <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">{count}</span>
    </Link>
  );
}

function OverviewTable({ volume }: { volume: ProgramVolume }) {
  return (
    // Focusable so a keyboard can scroll the days sideways on a narrow screen; relative so the cells' sr-only
    // texts (absolutely positioned) are clipped by it instead of widening the page.
    <div role="region" aria-label="Weeks and days" tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-separate border-spacing-1 text-sm">
        <caption className="sr-only">Every week of the program with its days</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white py-2 pr-3 text-left text-xs font-bold tracking-wide text-slate-500 uppercase dark:bg-navy-800 dark:text-slate-400"
            >
              Week
            </th>
            {DAY_NUMBERS.map((number) => (
              <th
                key={number}
                scope="col"
                className="px-1 py-2 text-left text-xs font-bold whitespace-nowrap text-slate-500 dark:text-slate-400"
              >
                {`Day ${number}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {volume.weeks.map((week) => (
            <tr key={week.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white pr-3 text-left font-semibold whitespace-nowrap text-ink dark:bg-navy-800 dark:text-white"
              >
                {`Week ${week.sequence_number}`}
              </th>
              {DAY_NUMBERS.map((number) => (
                <td key={number} className="p-0">
                  <DayCell programId={volume.program_id} week={week} dayOfTheWeek={number} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Program Overview' on the program detail: one row per week, one column per day of the week, each
 * training day opening its editor. Reads the weekly volume answer, which lists every day with its exercise count.
 */
export function ProgramOverviewCard({ programId }: { programId: number }) {
  return (
    <ProgramVolumeCard
      programId={programId}
      messages={programOverviewMessages}
      loadingLabel="Loading program overview..."
      isEmpty={(volume) => volume.weeks.length === 0}
    >
      {(volume) => <OverviewTable volume={volume} />}
    </ProgramVolumeCard>
  );
}
