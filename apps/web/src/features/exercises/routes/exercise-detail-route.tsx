import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { exerciseMessages, formatEnumLabel } from '@coachboard/contract';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryPanel } from '@/components/history/history-panel';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { invalidateKeys } from '@/lib/query-keys';
import { useRememberOpened } from '@/lib/recent-records';
import { useCan } from '@/lib/permissions';
import { routeId, routePaths } from '@/lib/route-paths';
import { exerciseKeys } from '../api/exercise-query-keys';
import { useExercise } from '../api/get-exercise';
import { useUpdateExercise } from '../api/update-exercise';
import { AssignedProgramsCard } from '../components/assigned-programs-card';
import { DeleteExerciseDialog } from '../components/delete-exercise-dialog';
import { ExerciseFormModal } from '../components/exercise-form-modal';
import { ExerciseInfoCard } from '../components/exercise-info-card';
import { ExerciseVideo } from '../components/exercise-video';
import { ManageMuscleGroupsModal } from '../components/manage-muscle-groups-modal';
import { MuscleGroupsCard } from '../components/muscle-groups-card';

type OpenDialog = 'edit' | 'delete' | 'muscle-groups' | null;

/** Exercise detail (spec part 2 section 2). */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const id = routeId(params.id) ?? 0;
  const query = useExercise(id, { enabled: id > 0 });
  const updateExercise = useUpdateExercise();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const can = useCan();
  const back = () => navigate(routePaths.exercises);
  const loaded = query.data;
  useRememberOpened(
    loaded
      ? {
          kind: 'exercises',
          id: loaded.id,
          title: loaded.name,
          subtitle: loaded.target_muscle_group ? formatEnumLabel(loaded.target_muscle_group) : '',
          path: routePaths.exercise(loaded.id),
        }
      : null,
  );

  if (id > 0 && query.isPending) return <LoadingScreen message="Loading exercise..." />;
  if (id === 0 || query.isError || !query.data) {
    return (
      <Card>
        <ErrorState
          title={
            id === 0 || isNotFound(query.error)
              ? exerciseMessages.notFound
              : errorMessage(query.error, exerciseMessages.fetchUnexpected)
          }
          action={
            <Button variant="secondary" onClick={back}>
              <ArrowLeft aria-hidden className="size-4" />
              Back
            </Button>
          }
        />
      </Card>
    );
  }

  const exercise = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={routePaths.exercises}>Back</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink dark:text-white">
            {exercise.name}
          </h1>
          <p className="mt-2 max-w-3xl text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
            {exercise.description ?? 'No description provided'}
          </p>
        </div>
        <div className="flex gap-2">
          {can('exercises.update') && (
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
          )}
          {can('exercises.delete') && (
            <Button variant="danger" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ExerciseVideo name={exercise.name} link={exercise.yt_link} />
          <MuscleGroupsCard
            exercise={exercise}
            onManage={can('exercises.update') ? () => setDialog('muscle-groups') : undefined}
          />
          <AssignedProgramsCard programs={exercise.training_programs} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ExerciseInfoCard exercise={exercise} />
          {!exercise.yt_link && (
            <Card>
              <CardContent className="text-sm text-slate-500 dark:text-slate-400">
                No video linked.
              </CardContent>
            </Card>
          )}
        </div>
      </div>
      <HistoryPanel
        type="exercise"
        id={exercise.id}
        follows={exerciseKeys.detail(exercise.id)}
        onReverted={() =>
          invalidateKeys(queryClient, [exerciseKeys.detail(exercise.id), ...exerciseKeys.pages()])
        }
      />

      {dialog === 'edit' && (
        <ExerciseFormModal
          exercise={exercise}
          onClose={() => setDialog(null)}
          onSubmit={(values) => updateExercise.mutateAsync({ id: exercise.id, input: values })}
        />
      )}
      {dialog === 'delete' && (
        <DeleteExerciseDialog exercise={exercise} onClose={() => setDialog(null)} onDeleted={back} />
      )}
      {dialog === 'muscle-groups' && (
        <ManageMuscleGroupsModal exercise={exercise} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
