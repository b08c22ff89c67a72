import { useState } from 'react';
import { isTargetMuscleVolumeLabel, programVolumeMessages, type ProgramVolume } from '@coachboard/contract';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { ProgramVolumeCard } from './program-volume-card';
import { WeeklyVolumeChart } from './weekly-volume-card-chart';
import { WeeklyVolumeTable } from './weekly-volume-card-table';

type VolumeView = 'chart' | 'table';

const viewOptions = [
  { value: 'chart', label: programVolumeMessages.chart },
  { value: 'table', label: programVolumeMessages.table },
] as const;

function VolumeLegend({ volume }: { volume: ProgramVolume }) {
  return (
    <ul className="mt-4 flex flex-col gap-0.5 border-t border-slate-100 pt-3 text-xs text-slate-500 dark:border-white/10 dark:text-slate-400">
      <li>{programVolumeMessages.legendPrimary}</li>
      <li>{programVolumeMessages.legendSecondary}</li>
      {volume.muscle_groups.some(isTargetMuscleVolumeLabel) && <li>{programVolumeMessages.legendTarget}</li>}
    </ul>
  );
}

/**
 * 'Weekly Volume' on the program detail: hard sets per muscle group for each week, a set counting 1 for each of
 * its exercise's primary muscle groups and 0.5 for each secondary one. Drawn as a chart, or as a table on
 * request; the table is always there for screen readers.
 */
export function WeeklyVolumeCard({ programId }: { programId: number }) {
  const [view, setView] = useState<VolumeView>('chart');
  return (
    <ProgramVolumeCard
      programId={programId}
      messages={programVolumeMessages}
      loadingLabel="Loading weekly volume..."
      isEmpty={(volume) => volume.muscle_groups.length === 0}
      actions={
        <SegmentedFilter
          label={programVolumeMessages.viewLabel}
          options={viewOptions}
          value={view}
          onChange={setView}
        />
      }
    >
      {(volume) => (
        <>
          {view === 'chart' ? (
            <>
              <WeeklyVolumeChart volume={volume} />
              <WeeklyVolumeTable volume={volume} visuallyHidden />
            </>
          ) : (
            <WeeklyVolumeTable volume={volume} />
          )}
          <VolumeLegend volume={volume} />
        </>
      )}
    </ProgramVolumeCard>
  );
}
