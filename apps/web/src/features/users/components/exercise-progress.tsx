import { lazy, Suspense, useState } from 'react';
import { recordsMessages, type ExerciseRecords } from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-error';
import { useUserProgress } from '../api/get-user-progress';
import { ProgressTable } from './progress-table';

// Chart.js loads with the first chart drawn, never with the user detail.
const ProgressChart = lazy(() => import('./progress-chart'));

/**
 * 'Progress': one exercise at a time (the labelled select), drawn as a chart with the table of the same numbers
 * for screen readers; 'Show as table' shows the table instead of the chart.
 */
export function ExerciseProgress({ userId, exercises }: { userId: number; exercises: ExerciseRecords[] }) {
  const [chosen, setChosen] = useState<number>(exercises[0]!.exercise_id);
  const [asTable, setAsTable] = useState(false);
  const progress = useUserProgress(userId, chosen);
  const exerciseName =
    exercises.find((exercise) => exercise.exercise_id === chosen)?.exercise_name ??
    recordsMessages.exerciseLabel;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={recordsMessages.exerciseLabel} className="w-full max-w-xs">
          <Select
            value={String(chosen)}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={exercises.map((exercise) => ({
              value: String(exercise.exercise_id),
              label: exercise.exercise_name,
            }))}
          />
        </Field>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((value) => !value)}
          className="h-11 rounded-xl border border-slate-200 px-4 text-sm font-semibold text-ink hover:bg-slate-50 dark:border-white/15 dark:text-white dark:hover:bg-white/5"
        >
          {recordsMessages.showAsTable}
        </button>
      </div>
      {progress.isPending ? (
        <Spinner label="Loading progress..." />
      ) : progress.isError ? (
        <ErrorState title={errorMessage(progress.error, recordsMessages.progressFetchFailed)} />
      ) : asTable ? (
        <ProgressTable exerciseName={exerciseName} points={progress.data.points} />
      ) : (
        <>
          <Suspense fallback={<Spinner label="Loading chart..." />}>
            <ProgressChart exerciseName={exerciseName} points={progress.data.points} />
          </Suspense>
          <ProgressTable exerciseName={exerciseName} points={progress.data.points} visuallyHidden />
        </>
      )}
    </div>
  );
}
