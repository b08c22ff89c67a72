import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { absoluteDayNumber, trainingDayMessages, type ActivityLog } from '@coachboard/contract';
import { ArrowLeft, Dumbbell } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { routeId, routePaths } from '@/lib/route-paths';
import { useTrainingDay } from '../api/get-training-day';
import { SortableExerciseList } from '../components/sortable-exercise-list';
import { TrainingDayHeader } from '../components/training-day-header';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesGuard } from '../components/use-unsaved-changes-guard';

// The dialogs load on first open: a coach opening a day to edit sets does not wait for the paste parser, the
// progression preview or the exercise search.
const CopyDayDialog = lazy(() =>
  import('../components/copy-day-dialog').then((module) => ({ default: module.CopyDayDialog })),
);
const ManageExercisesDialog = lazy(() =>
  import('../components/manage-exercises-dialog').then((module) => ({
    default: module.ManageExercisesDialog,
  })),
);
const PasteWorkoutDialog = lazy(() =>
  import('../components/paste-workout-dialog').then((module) => ({ default: module.PasteWorkoutDialog })),
);
const ProgressionDialog = lazy(() =>
  import('../components/progression-dialog').then((module) => ({ default: module.ProgressionDialog })),
);

/** What shows while a dialog's code arrives (a slow network; usually never seen). */
const dialogLoading = (
  <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/20">
    <Spinner label="Loading..." size="lg" className="text-brand-500" />
  </div>
);

/** Training Day Detail (spec part 2 section 2): the day's exercises, their sets, order and assignment. */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const programId = routeId(params.programId) ?? 0;
  const weekId = routeId(params.weekId) ?? 0;
  const dayId = routeId(params.dayId) ?? 0;
  const dayQuery = useTrainingDay({ programId, weekId, dayId });
  const [managing, setManaging] = useState(false);
  const [copying, setCopying] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [progressing, setProgressing] = useState<ActivityLog | null>(null);
  const guard = useUnsavedChangesGuard();
  const can = useCan();
  // A team role without the coaches' writes reads the day: no dialogs, the exercise list disabled.
  const mayEdit = can('trainingDays.updateExerciseSets');
  const programPath = routePaths.program(programId);

  if (dayQuery.isPending) return <LoadingScreen message="Loading training day..." />;
  if (dayQuery.isError) {
    return (
      <Card>
        <ErrorState
          title={
            isNotFound(dayQuery.error)
              ? trainingDayMessages.notFound
              : errorMessage(dayQuery.error, trainingDayMessages.loadFailed)
          }
          action={
            <Button variant="secondary" onClick={() => navigate(programPath)}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to Program
            </Button>
          }
        />
      </Card>
    );
  }

  const day = dayQuery.data;
  const dayName = `Day ${absoluteDayNumber(day.training_week.sequence_number, day.day_of_the_week)}`;
  const logs = day.user_exercise_activity_logs;

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={programPath}>Back to Program</BackLink>
      <TrainingDayHeader
        dayName={dayName}
        weekNumber={day.training_week.sequence_number}
        isRestDay={day.is_rest_day}
        exerciseCount={logs.length}
        onManage={mayEdit ? () => setManaging(true) : undefined}
        onCopyToDays={can('trainingDays.copyTo') ? () => setCopying(true) : undefined}
        onPasteWorkout={can('trainingDays.paste') ? () => setPasting(true) : undefined}
      />
      {logs.length === 0 ? (
        <Card>
          <EmptyState
            icon={Dumbbell}
            title={trainingDayMessages.noExercisesAssigned}
            description={trainingDayMessages.noExercisesAssignedText}
          />
        </Card>
      ) : mayEdit ? (
        <SortableExerciseList
          dayId={day.id}
          logs={logs}
          onDirtyChange={guard.onDirtyChange}
          onReload={() => void dayQuery.refetch()}
          onApplyProgression={
            day.is_rest_day || !can('trainingDays.progression') ? undefined : setProgressing
          }
        />
      ) : (
        <fieldset disabled aria-label={`${dayName} exercises (read-only)`} className="min-w-0">
          <SortableExerciseList
            dayId={day.id}
            logs={logs}
            onDirtyChange={guard.onDirtyChange}
            onReload={() => void dayQuery.refetch()}
          />
        </fieldset>
      )}
      <Suspense fallback={dialogLoading}>
        {copying && (
          <CopyDayDialog
            programId={programId}
            dayId={dayId}
            dayName={dayName}
            onClose={() => setCopying(false)}
          />
        )}
        {progressing && (
          <ProgressionDialog
            programId={programId}
            dayId={day.id}
            weekNumber={day.training_week.sequence_number}
            logId={progressing.id}
            exerciseName={progressing.exercise.name}
            onClose={() => setProgressing(null)}
          />
        )}
        {pasting && <PasteWorkoutDialog dayId={day.id} dayName={dayName} onClose={() => setPasting(false)} />}
        {managing && (
          <ManageExercisesDialog
            dayId={day.id}
            dayName={dayName}
            logs={logs}
            onClose={(changed) => {
              setManaging(false);
              if (changed) void dayQuery.refetch();
            }}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={guard.blocker.state === 'blocked'}
        onOpenChange={(open) => !open && guard.blocker.reset?.()}
        title="Unsaved changes"
        message={UNSAVED_CHANGES_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => guard.blocker.proceed?.()}
      />
    </div>
  );
}
