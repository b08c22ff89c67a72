import { orderedSets, progressionMessages, type ProgressionWeek, type SetsData } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';
import { setPart, setsSummary } from './set-summary';

/** The sets a week holds now, as the card's summary reads them ('3 × 8-10 @ 60 kg'). */
const setsText = (sets: SetsData) => setsSummary(orderedSets(sets));

/** The preview of 'Apply progression': a row per week, its sets, and whether it overwrites the week's sets. */
export function ProgressionPreviewTable({ weeks }: { weeks: ProgressionWeek[] }) {
  return (
    <div role="region" aria-label="Preview" tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{progressionMessages.preview}</caption>
        <thead>
          <tr className="text-left text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <th scope="col" className="py-2 pr-3">
              Week
            </th>
            <th scope="col" className="px-2 py-2">
              Sets
            </th>
            <th scope="col" className="py-2 pl-2">
              <span className="sr-only">Existing sets</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="align-top">
              <th
                scope="row"
                className="border-t border-slate-100 py-2 pr-3 text-left font-semibold whitespace-nowrap text-ink dark:border-white/10 dark:text-white"
              >
                {`Week ${week.week}`}
              </th>
              <td className="border-t border-slate-100 px-2 py-2 dark:border-white/10">
                <ol aria-label={`Sets of week ${week.week}`} className="flex flex-wrap gap-1.5">
                  {orderedSets(week.sets).map((set, index) => (
                    <li
                      key={index}
                      className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800 tabular-nums dark:bg-white/10 dark:text-slate-100"
                    >
                      {setPart(set)}
                    </li>
                  ))}
                </ol>
              </td>
              <td className="border-t border-slate-100 py-2 pl-2 dark:border-white/10">
                {week.overwrites ? (
                  <div className="flex flex-col items-start gap-1">
                    <Badge tone="yellow">Overwrites</Badge>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {`Now: ${setsText(week.overwrites) || 'no sets'}`}
                    </span>
                  </div>
                ) : (
                  <Badge tone="gray">Adds</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
