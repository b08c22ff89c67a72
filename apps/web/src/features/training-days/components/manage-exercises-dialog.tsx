import { useState, type UIEvent } from 'react';
import {
  formatEnumLabel,
  INFINITE_SCROLL_THRESHOLD_PX,
  trainingDayMessages,
  type ActivityLog,
} from '@coachboard/contract';
import { ExternalLink, Plus, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchExercises } from '../api/search-exercises';
import { ExerciseColumn } from './exercise-column';
import { matchesAssigned } from './match-assigned';
import { useDayAssignments } from './use-day-assignments';
import { formatCount } from '@/lib/format';

interface ManageExercisesDialogProps {
  dayId: number;
  dayName: string;
  logs: readonly ActivityLog[];
  /** `changed` is true when an exercise was assigned or unassigned: the day is reloaded then. */
  onClose: (changed: boolean) => void;
}

const countLabel = (count: number, searching: boolean) =>
  `${formatCount(count)} exercises${searching ? ' found' : ''}`;

/** Assign exercises to a day (optionally to every matching day) and unassign them, fed by the exercise search. */
export function ManageExercisesDialog({ dayId, dayName, logs, onClose }: ManageExercisesDialogProps) {
  const [term, setTerm] = useState('');
  const [isPersistent, setIsPersistent] = useState(false);
  const searchTerm = useDebouncedValue(term.trim());
  const searching = term.trim() !== '';
  const search = useSearchExercises(dayId, searchTerm);
  const day = useDayAssignments(dayId, logs);

  const assignedIds = new Set(day.assigned.map((item) => item.exercise.id));
  const loaded = search.data?.pages.flatMap((page) => page.data) ?? [];
  const available = loaded.filter((exercise) => !assignedIds.has(exercise.id));
  const total = Math.max(0, (search.data?.pages[0]?.total ?? 0) - (loaded.length - available.length));
  const assigned = day.assigned.filter((item) => matchesAssigned(item.exercise, term));

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < INFINITE_SCROLL_THRESHOLD_PX;
    if (nearBottom && search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };
  const afterWrite = (ok: boolean) => {
    if (ok) void search.refetch();
  };

  const loadError = search.isError
    ? searching
      ? trainingDayMessages.searchError(errorMessage(search.error, trainingDayMessages.searchUnexpected))
      : trainingDayMessages.exercisesLoadFailed
    : null;
  const availableEmpty = search.isPending
    ? null
    : available.length === 0
      ? searching
        ? trainingDayMessages.noSearchMatches
        : trainingDayMessages.noneAvailable
      : null;
  const assignedEmpty =
    day.assigned.length === 0
      ? trainingDayMessages.noneAssigned
      : assigned.length === 0
        ? trainingDayMessages.noAssignedMatches
        : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(day.changed)}
      title={trainingDayMessages.manageTitle}
      description={dayName}
      size="xl"
    >
      <DialogBody className="flex flex-col gap-4">
        {day.banner && (
          <Alert variant={day.banner.kind} onDismiss={day.dismissBanner}>
            {day.banner.text}
          </Alert>
        )}
        {loadError && <Alert>{loadError}</Alert>}
        <SearchInput
          label="Search exercises"
          placeholder={trainingDayMessages.searchPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <Checkbox
            checked={isPersistent}
            onCheckedChange={setIsPersistent}
            label={trainingDayMessages.assignToAllLabel}
          />
          <p className="pl-7 text-xs text-slate-500 dark:text-slate-400">
            {trainingDayMessages.assignToAllHelp}
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <ExerciseColumn
            title="Available Exercises"
            count={search.isPending ? '…' : countLabel(total, searching)}
            empty={availableEmpty}
            onScroll={onScroll}
            footer={
              (search.isPending || search.isFetchingNextPage) && (
                <p
                  role="status"
                  className="flex items-center justify-center gap-2 py-3 text-sm text-slate-500 dark:text-slate-400"
                >
                  <Spinner size="sm" />
                  {search.isPending ? 'Loading exercises...' : trainingDayMessages.loadingMore}
                </p>
              )
            }
          >
            {available.map((exercise) => (
              <li
                key={exercise.id}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink dark:text-white">
                    {exercise.name}
                  </span>
                  {exercise.target_muscle_group && (
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {formatEnumLabel(exercise.target_muscle_group)}
                    </span>
                  )}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Assign ${exercise.name}`}
                  loading={day.busyId === exercise.id}
                  disabled={day.busyId !== null}
                  onClick={() => void day.assign(exercise, isPersistent).then(afterWrite)}
                >
                  {day.busyId !== exercise.id && <Plus aria-hidden className="size-4" />}
                </Button>
              </li>
            ))}
          </ExerciseColumn>
          <ExerciseColumn title="Assigned To Training Day" count={day.assigned.length} empty={assignedEmpty}>
            {assigned.map((item) => (
              <li
                key={item.logId ?? item.exercise.id}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-white/5"
              >
                <a
                  href={routePaths.exercise(item.exercise.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-ink hover:text-brand-500 dark:text-white"
                >
                  <span className="truncate">{item.exercise.name}</span>
                  <ExternalLink aria-hidden className="size-3.5 shrink-0 text-slate-400" />
                </a>
                {item.exercise.target_muscle_group && (
                  <Badge tone="brand">{formatEnumLabel(item.exercise.target_muscle_group)}</Badge>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Unassign ${item.exercise.name}`}
                  loading={day.busyId === item.exercise.id}
                  disabled={day.busyId !== null}
                  onClick={() => void day.unassign(item).then(afterWrite)}
                >
                  {day.busyId !== item.exercise.id && <X aria-hidden className="size-4" />}
                </Button>
              </li>
            ))}
          </ExerciseColumn>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onClick={() => onClose(day.changed)}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
