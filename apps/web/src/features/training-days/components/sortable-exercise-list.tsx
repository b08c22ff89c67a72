import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  dayGroupMessages,
  trainingDayMessages,
  type ActivityLog,
  type DayGroupKind,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-error';
import { useCreateDayGroup, useDeleteDayGroup } from '../api/day-groups';
import { useUpdatePositions } from '../api/update-positions';
import { ExerciseCard } from './exercise-card';
import { GroupToolbar } from './group-toolbar';
import { reorderKeepingGroups } from './group-reorder';

/** Spec part 2 section 9: a drag starts after 8 px of pointer movement. */
const POINTER_ACTIVATION_DISTANCE = 8;

interface SortableExerciseListProps {
  dayId: number;
  logs: ActivityLog[];
  onDirtyChange: (logId: number, dirty: boolean) => void;
  /** Reloads the day (after a failed reorder, so the screen shows what was saved). */
  onReload: () => void;
  /** Opens 'Apply progression' for an exercise. */
  onApplyProgression?: (log: ActivityLog) => void;
}

/**
 * The day's exercise cards, reordered by pointer or keyboard (Space to lift, arrows to move, Space to drop).
 * The new order shows at once and is saved; a failure reloads the saved order with the spec's message. A
 * superset or circuit moves as one block (group-reorder.ts). Selecting cards shows the sticky selection bar:
 * 'Make Superset' and 'Make Circuit' (with its rounds) for two or more, 'Ungroup' when the selection touches a
 * group; the first card of a group offers 'Ungroup' too.
 */
export function SortableExerciseList({
  dayId,
  logs,
  onDirtyChange,
  onReload,
  onApplyProgression,
}: SortableExerciseListProps) {
  const [order, setOrder] = useState<{ source: ActivityLog[]; items: ActivityLog[] }>({
    source: logs,
    items: logs,
  });
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [ungroupingChosen, setUngroupingChosen] = useState(false);
  const updatePositions = useUpdatePositions();
  const createGroup = useCreateDayGroup();
  const deleteGroup = useDeleteDayGroup();
  // A new answer from the server (reload, Done in the dialog) replaces the local order.
  const items = order.source === logs ? order.items : logs;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((log) => log.id === active.id);
    const to = items.findIndex((log) => log.id === over.id);
    if (from < 0 || to < 0) return;
    const next = reorderKeepingGroups(items, from, to);
    setOrder({ source: logs, items: next.items });
    setError(null);
    updatePositions.mutate(
      { training_day_id: dayId, positions: next.positions },
      {
        onError: (cause) => {
          setOrder({ source: logs, items: logs });
          setError(
            cause instanceof ApiError
              ? trainingDayMessages.reorderFailed
              : trainingDayMessages.reorderUnexpected,
          );
          onReload();
        },
      },
    );
  };

  const groupSizes = new Map<number, number>();
  for (const log of items)
    if (log.group) groupSizes.set(log.group.id, (groupSizes.get(log.group.id) ?? 0) + 1);
  const chosen = items.filter((log) => selected.has(log.id));

  const makeGroup = (kind: DayGroupKind, rounds?: number) => {
    setError(null);
    const input = { log_ids: chosen.map((log) => log.id), kind, ...(rounds === undefined ? {} : { rounds }) };
    createGroup.mutate(
      { dayId, input },
      {
        onSuccess: () => setSelected(new Set()),
        onError: (cause) => setError(cause instanceof ApiError ? cause.message : dayGroupMessages.makeFailed),
      },
    );
  };
  const chosenGroups = [...new Set(chosen.flatMap((log) => (log.group ? [log.group.id] : [])))];
  const ungroupChosen = async () => {
    setError(null);
    setUngroupingChosen(true);
    try {
      for (const groupId of chosenGroups) await deleteGroup.mutateAsync({ dayId, groupId });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : dayGroupMessages.ungroupFailed);
    } finally {
      setUngroupingChosen(false);
    }
  };
  const ungroup = (groupId: number) => {
    setError(null);
    deleteGroup.mutate(
      { dayId, groupId },
      {
        onError: (cause) =>
          setError(cause instanceof ApiError ? cause.message : dayGroupMessages.ungroupFailed),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
        <SortableContext items={items.map((log) => log.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Exercises" className="flex flex-col gap-4">
            {items.map((log) => (
              <ExerciseCard
                key={log.id}
                log={log}
                onDirtyChange={onDirtyChange}
                selected={selected.has(log.id)}
                onSelectedChange={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(log.id);
                    else next.delete(log.id);
                    return next;
                  })
                }
                groupSize={log.group ? (groupSizes.get(log.group.id) ?? 0) : 0}
                onUngroup={log.group ? () => ungroup(log.group!.id) : undefined}
                ungrouping={deleteGroup.isPending && deleteGroup.variables?.groupId === log.group?.id}
                onApplyProgression={onApplyProgression ? () => onApplyProgression(log) : undefined}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {chosen.length > 0 && (
        <GroupToolbar
          selectedCount={chosen.length}
          pending={createGroup.isPending || ungroupingChosen}
          onMake={makeGroup}
          onUngroup={chosenGroups.length > 0 ? () => void ungroupChosen() : undefined}
          ungrouping={ungroupingChosen}
          onClear={() => setSelected(new Set())}
        />
      )}
    </div>
  );
}
