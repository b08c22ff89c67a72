import { Link, useNavigate } from 'react-router';
import { formatEnumLabel, type ExerciseListItem } from '@coachboard/contract';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { SelectableCard, selectionColumn } from '@/components/bulk-delete/selection-bar';
import type { RowSelection } from '@/lib/use-row-selection';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { cn } from '@/lib/cn';
import { routePaths } from '@/lib/route-paths';
import { formatCount, pluralize } from '@/lib/format';

/** A handler left out hides its button (the team role may not do it). */
export interface ExerciseActionHandlers {
  onEdit?: (exercise: ExerciseListItem) => void;
  onDelete?: (exercise: ExerciseListItem) => void;
}

const actionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

function ExerciseName({ exercise }: { exercise: ExerciseListItem }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <VideoThumbnail link={exercise.yt_link} />
      <Link
        to={routePaths.exercise(exercise.id)}
        className="font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
      >
        {exercise.name}
      </Link>
    </div>
  );
}

function VideoLink({ link }: { link: string | null }) {
  if (!link) return <span className="text-slate-400">-</span>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-brand-500 hover:underline dark:text-brand-300"
    >
      Watch
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}

function RowActions({ exercise, onEdit, onDelete }: ExerciseActionHandlers & { exercise: ExerciseListItem }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {onEdit && (
        <button
          type="button"
          aria-label={`Edit ${exercise.name}`}
          title="Edit"
          onClick={() => onEdit(exercise)}
          className={cn(actionClassName, 'text-brand-500 dark:text-brand-300')}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label={`Delete ${exercise.name}`}
          title="Delete"
          onClick={() => onDelete(exercise)}
          className={cn(actionClassName, 'text-red-500 dark:text-red-400')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

const target = (exercise: ExerciseListItem) =>
  exercise.target_muscle_group ? formatEnumLabel(exercise.target_muscle_group) : '-';

/** Name with thumbnail, target muscle, video link, assigned programs and actions; cards on small screens. */
export function ExercisesTable({
  exercises,
  selection,
  ...actions
}: ExerciseActionHandlers & { exercises: ExerciseListItem[]; selection?: RowSelection }) {
  const navigate = useNavigate();
  const columns: ListColumn<ExerciseListItem>[] = [
    { id: 'name', header: 'Exercise', cell: (exercise) => <ExerciseName exercise={exercise} /> },
    {
      id: 'target',
      header: 'Target Muscle',
      cell: (exercise) => <span className="text-slate-600 dark:text-slate-300">{target(exercise)}</span>,
    },
    { id: 'video', header: 'Video', cell: (exercise) => <VideoLink link={exercise.yt_link} /> },
    {
      id: 'programs',
      header: 'Assigned Programs',
      cell: (exercise) => (
        <span className="font-medium">{formatCount(exercise.training_programs_count)}</span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (exercise) => <RowActions exercise={exercise} {...actions} />,
    },
  ];

  const pageIds = exercises.map((exercise) => exercise.id);
  return (
    <ResponsiveList
      items={exercises}
      columns={
        selection
          ? [
              selectionColumn(
                selection,
                exercises,
                (exercise) => exercise.id,
                (exercise) => exercise.name,
              ),
              ...columns,
            ]
          : columns
      }
      getKey={(exercise) => exercise.id}
      caption="Exercises"
      onItemClick={(exercise) => navigate(routePaths.exercise(exercise.id))}
      renderCard={(exercise) => (
        <SelectableCard selection={selection} id={exercise.id} name={exercise.name} pageIds={pageIds}>
          <div className="flex flex-col gap-3">
            <ExerciseName exercise={exercise} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
              <span>{target(exercise)}</span>
              <VideoLink link={exercise.yt_link} />
              <span>{pluralize(exercise.training_programs_count, 'program')}</span>
            </div>
            <RowActions exercise={exercise} {...actions} />
          </div>
        </SelectableCard>
      )}
    />
  );
}
