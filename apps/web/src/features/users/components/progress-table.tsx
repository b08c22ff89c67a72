import { recordKindLabels, recordsMessages, type ProgressPoint } from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { formatEstimate, formatKg, formatSet } from './records-format';

const headerCell =
  'py-2 pr-4 text-xs font-semibold whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
const cell = 'py-2 pr-4 whitespace-nowrap tabular-nums';

/**
 * The progress as a table, the same numbers as the chart: shown on 'Show as table', and always there for screen
 * readers (visually hidden) while the chart is shown.
 */
export function ProgressTable({
  exerciseName,
  points,
  visuallyHidden = false,
}: {
  exerciseName: string;
  points: ProgressPoint[];
  visuallyHidden?: boolean;
}) {
  return (
    <div className={cn(visuallyHidden ? 'sr-only' : 'max-h-96 overflow-auto')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{`${recordsMessages.progressTitle}: ${exerciseName}`}</caption>
        <thead>
          <tr>
            {[
              'Date',
              'Session',
              'Top set',
              'Estimated 1RM',
              'Volume',
              'Sets',
              recordsMessages.newRecordsTitle,
            ].map((label) => (
              <th key={label} scope="col" className={headerCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/10">
          {points.map((point) => (
            <tr key={point.session_id}>
              <td className={cell}>{formatDate(point.performed_on)}</td>
              <td className={cell}>{point.session_id}</td>
              <td className={cell}>{formatSet(point.top_set)}</td>
              <td className={cell}>
                {point.estimated_1rm === null ? '—' : formatEstimate(point.estimated_1rm)}
              </td>
              <td className={cell}>{formatKg(point.volume)}</td>
              <td className={cell}>{point.sets}</td>
              <td className="py-2 pr-4">
                {point.records.map((kind) => recordKindLabels[kind]).join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
