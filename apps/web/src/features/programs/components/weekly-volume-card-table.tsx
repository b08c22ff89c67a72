import { formatEnumLabel, programVolumeMessages, volumeOf, type ProgramVolume } from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { formatSets } from './weekly-volume-card-format';

const headerCell =
  'px-2 py-2 text-left text-xs font-bold whitespace-nowrap text-slate-500 dark:text-slate-400';

/**
 * The weekly volume as a plain table (muscle groups by weeks, the sets as numbers): shown when 'Table' is chosen,
 * and kept for screen readers beside the chart, which they skip.
 */
export function WeeklyVolumeTable({
  volume,
  visuallyHidden = false,
}: {
  volume: ProgramVolume;
  visuallyHidden?: boolean;
}) {
  const table = (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{programVolumeMessages.caption}</caption>
      <thead>
        <tr>
          <th
            scope="col"
            className={cn(headerCell, 'sticky left-0 bg-white pl-0 dark:bg-navy-800 uppercase tracking-wide')}
          >
            Muscle group
          </th>
          {volume.weeks.map((week) => (
            <th key={week.id} scope="col" className={cn(headerCell, 'text-right')}>
              {`Week ${week.sequence_number}`}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {volume.muscle_groups.map((group) => (
          <tr key={group} className="bg-white even:bg-slate-50 dark:bg-navy-800 dark:even:bg-navy-700">
            <th
              scope="row"
              className="sticky left-0 bg-inherit py-1.5 pr-3 text-left font-semibold whitespace-nowrap text-ink dark:text-white"
            >
              {formatEnumLabel(group)}
            </th>
            {volume.weeks.map((week) => {
              const sets = volumeOf(week, group);
              return (
                <td
                  key={week.id}
                  className={cn(
                    'px-2 py-1.5 text-right tabular-nums',
                    sets === 0 ? 'text-slate-400 dark:text-slate-500' : 'text-slate-700 dark:text-slate-200',
                  )}
                >
                  {formatSets(sets)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden in a div: a table ignores sr-only's 1 px width and would widen a phone's page by its own.
  if (visuallyHidden) return <div className="sr-only">{table}</div>;
  return (
    // Focusable so a keyboard can scroll a long program's weeks sideways.
    <div role="region" aria-label={programVolumeMessages.caption} tabIndex={0} className="overflow-x-auto">
      {table}
    </div>
  );
}
