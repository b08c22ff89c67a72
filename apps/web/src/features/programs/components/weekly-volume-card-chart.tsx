import { formatEnumLabel, volumeOf, type ProgramVolume } from '@coachboard/contract';
import { formatSetsRange } from './weekly-volume-card-format';

const rowGrid = 'grid grid-cols-[minmax(5.5rem,9rem)_minmax(0,1fr)_4.5rem] items-end gap-3';

/** Week numbers under the bars: every week up to 12, else every fourth (and the last). */
const tickOf = (sequence: number, weekCount: number) =>
  weekCount <= 12 || sequence === 1 || sequence === weekCount || sequence % 4 === 0 ? String(sequence) : '';

/**
 * The weekly volume drawn: a row per muscle group, a bar per week (its height the week's sets against the most
 * any group has in a week), and the range of sets per week. Hidden from screen readers, who read the table
 * beside it instead.
 */
export function WeeklyVolumeChart({ volume }: { volume: ProgramVolume }) {
  const max = Math.max(1, ...volume.weeks.flatMap((week) => week.volume.map((entry) => entry.sets)));
  const weekCount = volume.weeks.length;
  return (
    <div aria-hidden className="flex flex-col gap-2.5">
      <div
        className={`${rowGrid} text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400`}
      >
        <span>Muscle group</span>
        <span>Weeks</span>
        <span className="text-right whitespace-nowrap normal-case">Per week</span>
      </div>
      {volume.muscle_groups.map((group) => {
        const weekly = volume.weeks.map((week) => volumeOf(week, group));
        return (
          <div key={group} className={rowGrid}>
            <span
              className="truncate pb-0.5 text-sm font-semibold text-ink dark:text-white"
              title={formatEnumLabel(group)}
            >
              {formatEnumLabel(group)}
            </span>
            <div className="flex h-8 items-end gap-0.5 border-b border-slate-200 dark:border-white/15">
              {volume.weeks.map((week, index) => {
                const sets = weekly[index] ?? 0;
                return (
                  <span
                    key={week.id}
                    title={`Week ${week.sequence_number}: ${sets}`}
                    className="flex h-full min-w-0 flex-1 items-end justify-center"
                  >
                    <span
                      className={
                        sets > 0
                          ? 'w-full max-w-5 rounded-t-sm bg-brand-500/80 dark:bg-brand-300'
                          : 'h-px w-full max-w-5 bg-slate-300 dark:bg-white/20'
                      }
                      style={sets > 0 ? { height: `${Math.max(8, (sets / max) * 100)}%` } : undefined}
                    />
                  </span>
                );
              })}
            </div>
            <span className="pb-0.5 text-right text-sm text-slate-700 tabular-nums dark:text-slate-200">
              {formatSetsRange(weekly)}
            </span>
          </div>
        );
      })}
      <div className={`${rowGrid} -mt-1 text-[11px] text-slate-500 tabular-nums dark:text-slate-400`}>
        <span className="text-right">Week</span>
        <div className="flex gap-0.5">
          {volume.weeks.map((week) => (
            <span key={week.id} className="min-w-0 flex-1 text-center">
              {tickOf(week.sequence_number, weekCount)}
            </span>
          ))}
        </div>
        <span />
      </div>
    </div>
  );
}
