import { formatEnumLabel, programVolumeMessages, volumeOf, type ProgramVolume } from '@coachboard/contract';
import { ProgramVolumeCard } from './program-volume-card';

/** '4', '1.5': hard sets are multiples of 0.5. */
const formatSets = (sets: number) => String(Math.round(sets * 10) / 10);

function VolumeTable({ volume }: { volume: ProgramVolume }) {
  const max = Math.max(1, ...volume.weeks.flatMap((week) => week.volume.map((entry) => entry.sets)));
  return (
    // Focusable so a keyboard can scroll a long program's weeks sideways.
    <div role="region" aria-label="Sets by muscle group and week" tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Hard sets per muscle group and week</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-white py-2 pr-3 text-left text-xs font-bold tracking-wide text-slate-500 uppercase dark:bg-navy-800 dark:text-slate-400"
            >
              Muscle group
            </th>
            {volume.weeks.map((week) => (
              <th
                key={week.id}
                scope="col"
                className="px-2 py-2 text-left text-xs font-bold whitespace-nowrap text-slate-500 dark:text-slate-400"
              >
                {`Week ${week.sequence_number}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {volume.muscle_groups.map((group) => (
            <tr key={group}>
              <th
                scope="row"
                className="sticky left-0 bg-white py-1.5 pr-3 text-left font-semibold whitespace-nowrap text-ink dark:bg-navy-800 dark:text-white"
              >
                {formatEnumLabel(group)}
              </th>
              {volume.weeks.map((week) => {
                const sets = volumeOf(week, group);
                return (
                  <td key={week.id} className="min-w-16 px-2 py-1.5 align-middle">
                    <div className="flex items-center gap-1.5">
                      <span
                        aria-hidden
                        className="h-2 rounded-full bg-brand-500/70"
                        style={{ width: `${Math.max(sets > 0 ? 4 : 0, (sets / max) * 40)}px` }}
                      />
                      <span className="text-xs text-slate-700 tabular-nums dark:text-slate-200">
                        {formatSets(sets)}
                      </span>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Weekly Volume' on the program detail (issue 21): hard sets per muscle group for each week, a set counting 1
 * for each of its exercise's primary muscle groups and 0.5 for each secondary one; an exercise without a primary
 * group counts under its target muscle group, in a row of its own ('Legs (target muscle)').
 */
export function WeeklyVolumeCard({ programId }: { programId: number }) {
  return (
    <ProgramVolumeCard
      programId={programId}
      messages={programVolumeMessages}
      loadingLabel="Loading weekly volume..."
      isEmpty={(volume) => volume.muscle_groups.length === 0}
    >
      {(volume) => <VolumeTable volume={volume} />}
    </ProgramVolumeCard>
  );
}
