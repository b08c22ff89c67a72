import { z } from 'zod';
import { idParam } from './path-params.js';
import { targetMuscleGroups } from './exercises.js';
import { setsDataSchema, type SetsData } from './sets.js';
import { dayExerciseGroupSchema } from './day-groups.js';

export const trainingDayMessages = {
  loadFailed: 'Failed to load training day details.',
  notFound: 'Training day not found.',
  exercisesLoadFailed: 'Failed to load exercises. Please try again.',
  assignFailed: 'Failed to assign exercise',
  unassignFailed: 'Failed to unassign exercise',
  noActivityLogId: 'Cannot unassign: Activity log ID not found',
  reorderFailed: 'Failed to update exercise order. Please try again.',
  reorderUnexpected: 'An error occurred while updating exercise order.',
  searchFailed: 'Failed to search exercises',
  searchUnexpected: 'An unexpected error occurred while searching exercises',
  searchError: (detail: string) => `Error searching exercises: ${detail}`,
  noExercisesAssigned: 'No Exercises Assigned',
  noExercisesAssignedText: "This training day doesn't have any exercises assigned yet.",
  manageTitle: 'Manage Exercises',
  searchPlaceholder: 'Search exercises by name, muscle group, or equipment...',
  assignToAllLabel: 'Assign to all matching training days',
  assignToAllHelp:
    'The exercise is also assigned to every training day with the same day of the week throughout the program.',
  noSearchMatches: 'No exercises match your search',
  noneAvailable: 'No exercises available',
  noAssignedMatches: 'No assigned exercises match your search',
  noneAssigned: 'No exercises assigned',
  loadingMore: 'Loading more exercises...',
  assigned: (name: string) => `${name} assigned to the training day`,
  assignedToAll: (name: string, days: number) =>
    `${name} assigned to ${days} training ${days === 1 ? 'day' : 'days'}`,
  unassigned: (name: string) => `${name} removed from the training day`,
  restDay: 'Exercises cannot be assigned to a rest day',
  alreadyOnDay: 'This exercise is already assigned to this training day',
  logNotFound: 'Exercise assignment not found',
  positionsOtherDay: 'Every exercise in positions must belong to this training day',
  positionsRequired: 'positions must map each activity log id to a position of at least 1',
  setsSaved: 'Sets saved',
  positionsSaved: 'Exercise order saved',
  removed: 'Exercise removed from the training day',
  exerciseCount: (count: number) => `${count} exercise(s)`,
} as const;

/** The exercise as a day card shows it. */
export const dayExerciseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  yt_link: z.string().nullable(),
  target_muscle_group: z.enum(targetMuscleGroups).nullable(),
});
export type DayExercise = z.infer<typeof dayExerciseSchema>;

const setsDataOutput = z.record(
  z.string(),
  z.object({
    reps: z.number(),
    weight: z.number().nullable(),
    time: z.number().nullable(),
    rir: z.number().nullable(),
    rest: z.number().nullable(),
    reps_max: z.number().nullable().optional(),
    load_percent: z.number().nullable().optional(),
    amrap: z.boolean().optional(),
  }),
);

/** A user exercise activity log: one exercise on one training day with its per-set targets. */
export const activityLogSchema = z.object({
  id: z.number().int(),
  training_day_id: z.number().int(),
  position: z.number().int(),
  sets_data: setsDataOutput,
  exercise: dayExerciseSchema,
  /** The superset or circuit it belongs to (the day detail), null when ungrouped. */
  group: dayExerciseGroupSchema.nullable().optional(),
});
export type ActivityLog = Omit<z.infer<typeof activityLogSchema>, 'sets_data'> & { sets_data: SetsData };

/** The day editor's one call: the day, its week and program, and every log in position order. */
export const trainingDayEditorSchema = z.object({
  id: z.number().int(),
  day_of_the_week: z.number().int().min(1).max(7),
  is_rest_day: z.boolean(),
  training_week: z.object({
    id: z.number().int(),
    sequence_number: z.number().int(),
    training_program_id: z.number().int(),
  }),
  user_exercise_activity_logs: z.array(activityLogSchema),
});
export type TrainingDayEditor = z.infer<typeof trainingDayEditorSchema>;

/** `POST /user-exercise-activity-logs/add-new`. */
export const addActivityLogSchema = z.object({
  exercise_id: idParam,
  training_day_id: idParam,
  is_persistent: z.boolean().optional().default(false),
});
export type AddActivityLogInput = z.input<typeof addActivityLogSchema>;

/** The add-new answer: the log on the requested day and how many days received the exercise in all. */
export const addedActivityLogSchema = activityLogSchema.extend({ assigned_days: z.number().int() });
export type AddedActivityLog = z.infer<typeof addedActivityLogSchema>;

/**
 * `DELETE /user-exercise-activity-logs/{logId}` answers where the exercise went: its trash entry (type
 * 'day-exercise', id = the log's id), which `POST /trash/day-exercise/{id}/restore` brings back (the panel's Undo).
 */
export const removedActivityLogSchema = z.object({
  trash_entry: z.object({ type: z.literal('day-exercise'), id: z.number().int() }),
});
export type RemovedActivityLog = z.infer<typeof removedActivityLogSchema>;

/** `POST /user-exercise-activity-logs/update-positions`: `{ positions: { [logId]: position }, training_day_id }`. */
export const updatePositionsSchema = z.object({
  training_day_id: idParam,
  positions: z
    .record(
      z.string().regex(/^[1-9][0-9]{0,15}$/, trainingDayMessages.positionsRequired),
      z
        .number({ error: trainingDayMessages.positionsRequired })
        .int()
        .min(1, trainingDayMessages.positionsRequired),
      { error: trainingDayMessages.positionsRequired },
    )
    .refine((value) => Object.keys(value).length > 0, trainingDayMessages.positionsRequired),
});
export type UpdatePositionsInput = z.input<typeof updatePositionsSchema>;

/** `PATCH /user-exercise-activity-logs/{logId}`. */
export const updateSetsSchema = z.object({ sets_data: setsDataSchema });
export type UpdateSetsInput = z.input<typeof updateSetsSchema>;

/** Moves one item of an ordered list (drag and drop) and numbers the result 1..n. */
export const reorderPositions = <T extends { id: number }>(
  items: readonly T[],
  fromIndex: number,
  toIndex: number,
) => {
  const next = [...items];
  const [moved] = next.splice(fromIndex, 1);
  if (moved === undefined) return { items: [...items], positions: {} as Record<string, number> };
  next.splice(toIndex, 0, moved);
  return {
    items: next,
    positions: Object.fromEntries(next.map((item, index) => [String(item.id), index + 1])),
  };
};
