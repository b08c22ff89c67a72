import { useEffect } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { dayGroupMessages, formatEnumLabel, setMessages, type ActivityLog } from '@coachboard/contract';
import { GripVertical, Plus, Save, TrendingUp } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { cn } from '@/lib/cn';
import { SaveStateText } from './save-state';
import { draftsSummary } from './set-drafts';
import { SetsTable } from './sets-table';
import { useSetsEditor } from './use-sets-editor';

interface ExerciseCardProps {
  log: ActivityLog;
  onDirtyChange: (logId: number, dirty: boolean) => void;
  /** Whether the card is selected for 'Make Superset' / 'Make Circuit' (no checkbox without a handler). */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** How many exercises its group holds (the bracket joins the cards down to the last). */
  groupSize?: number;
  /** 'Ungroup', on the first card of a group. */
  onUngroup?: () => void;
  ungrouping?: boolean;
  /** Opens 'Apply progression' for this exercise (its saved sets onto the next weeks). */
  onApplyProgression?: () => void;
}

/**
 * An exercise on the day: thumbnail, name, target tag, drag handle, its save state, and its sets (a table) with
 * Add Set and Save.
 */
export function ExerciseCard({
  log,
  onDirtyChange,
  selected = false,
  onSelectedChange,
  groupSize = 0,
  onUngroup,
  ungrouping = false,
  onApplyProgression,
}: ExerciseCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: log.id });
  const editor = useSetsEditor(log.id, log.sets_data);
  const { exercise, group } = log;

  useEffect(() => onDirtyChange(log.id, editor.dirty), [editor.dirty, log.id, onDirtyChange]);
  useEffect(() => () => onDirtyChange(log.id, false), [log.id, onDirtyChange]);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={exercise.name}
      className={cn(
        'relative rounded-2xl border border-slate-100 bg-white p-3 shadow-sm sm:p-4 dark:border-white/10 dark:bg-navy-800',
        group && 'ml-4',
        isDragging && 'z-10 shadow-xl ring-2 ring-brand-500/40',
      )}
    >
      {group && (
        <span
          aria-hidden
          data-testid="group-bracket"
          className={cn(
            'absolute top-0 -left-4 w-1.5 bg-brand-500',
            group.order === 1 && 'top-4 rounded-t-full',
            group.order < groupSize ? '-bottom-4' : 'bottom-4 rounded-b-full',
          )}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {onSelectedChange && (
          <input
            type="checkbox"
            aria-label={`Select ${exercise.name}`}
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            className="size-4 shrink-0 accent-brand-500"
          />
        )}
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${exercise.name}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none active:cursor-grabbing dark:hover:bg-white/10"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
        <VideoThumbnail link={exercise.yt_link} className="h-10 w-14 sm:h-12 sm:w-20" />
        <div className="min-w-0 flex-1 basis-40">
          <h3 className="truncate font-semibold text-ink dark:text-white">
            {group && (
              <span
                title={`${formatEnumLabel(group.kind)} ${group.label}`}
                className="mr-2 rounded-md bg-brand-50 px-1.5 py-0.5 text-sm font-bold text-brand-700 dark:bg-brand-500/20 dark:text-brand-200"
              >
                {`${group.label}${group.order}`}
              </span>
            )}
            {exercise.name}
          </h3>
          {group?.kind === 'circuit' && group.order === 1 && group.rounds !== null && (
            <p className="mt-1 text-xs font-bold text-brand-700 dark:text-brand-200">
              {`Circuit ${group.label} ${dayGroupMessages.roundsCount(group.rounds)}`}
            </p>
          )}
          <div className="mt-1 flex min-w-0 items-center gap-2">
            {exercise.target_muscle_group && (
              <Badge tone="brand" className="shrink-0">
                {formatEnumLabel(exercise.target_muscle_group)}
              </Badge>
            )}
            {editor.drafts.length > 0 && (
              <p
                aria-label={`Summary of ${exercise.name}`}
                className="truncate text-xs font-medium text-slate-600 tabular-nums dark:text-slate-300"
              >
                {draftsSummary(editor.drafts)}
              </p>
            )}
          </div>
        </div>
        {onUngroup && group?.order === 1 && (
          <Button variant="secondary" size="sm" onClick={onUngroup} loading={ungrouping}>
            {dayGroupMessages.ungroup}
          </Button>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <SaveStateText state={editor.saveState} exerciseName={exercise.name} />
          {editor.dirty && (
            <Button size="sm" onClick={() => void editor.save()} loading={editor.isSaving}>
              {!editor.isSaving && <Save aria-hidden className="size-4" />}
              {editor.isSaving ? 'Saving...' : 'Save'}
            </Button>
          )}
        </div>
      </div>

      {editor.error && <Alert className="mt-3">{editor.error}</Alert>}

      {editor.drafts.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{setMessages.noSets}</p>
      ) : (
        <SetsTable exerciseName={exercise.name} editor={editor} />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={editor.addSet}>
          <Plus aria-hidden className="size-4" />
          Add Set
        </Button>
        {onApplyProgression && (
          <Button variant="secondary" size="sm" onClick={onApplyProgression}>
            <TrendingUp aria-hidden className="size-4" />
            Apply progression
          </Button>
        )}
      </div>
    </li>
  );
}
