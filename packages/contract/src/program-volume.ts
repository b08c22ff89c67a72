import { z } from 'zod';

/**
 * The weekly volume of a program ("See the whole program"): hard sets per muscle group and week, in the
 * specification's muscle groups (`GET /muscle-groups`). A set counts 1 for each of its exercise's
 * `primary_muscle_groups` and 0.5 for each of its `secondary_muscle_groups`; an exercise with no primary group
 * counts 1 under its `target_muscle_group` instead: in the muscle group of the same name when there is one
 * ('chest' is Chest), else as its own row labelled 'legs (target muscle)', so a coarse target never reads as one
 * of the muscle groups. One row per muscle group whatever its letter case or spaces. Exercises in the trash
 * count nothing.
 */
export const PRIMARY_SET_WEIGHT = 1;
export const SECONDARY_SET_WEIGHT = 0.5;

const TARGET_MUSCLE_SUFFIX = ' (target muscle)';

/** The row of an exercise with no primary muscle group: its target muscle group, said to be one. */
export const targetMuscleVolumeLabel = (targetMuscleGroup: string) =>
  `${targetMuscleGroup}${TARGET_MUSCLE_SUFFIX}`;

/** Whether a volume row is a target muscle group's ('legs (target muscle)') rather than a muscle group's. */
export const isTargetMuscleVolumeLabel = (label: string) => label.endsWith(TARGET_MUSCLE_SUFFIX);

export const programVolumeMessages = {
  title: 'Weekly Volume',
  subtitle: 'hard sets per week',
  /** What a number counts, said beside the chart and the table. */
  legendPrimary: 'A set counts 1 for each primary muscle.',
  legendSecondary: 'A secondary muscle counts half a set.',
  legendTarget: 'An exercise without muscle groups counts under its target muscle.',
  caption: 'Hard sets per muscle group and week',
  chart: 'Chart',
  table: 'Table',
  viewLabel: 'Show the weekly volume as',
  loadFailed: 'Failed to load the weekly volume.',
  empty: 'No sets planned yet',
} as const;

/** 'Program Overview' on the program detail: every week and day of the program in one grid. */
export const programOverviewMessages = {
  title: 'Program Overview',
  loadFailed: 'Failed to load the program overview.',
  empty: 'No training weeks found for this program.',
  rest: 'Rest',
  noDay: 'No day',
  exerciseCount: (count: number) => `${count} ${count === 1 ? 'exercise' : 'exercises'}`,
} as const;

export const muscleGroupVolumeSchema = z.object({
  /** A muscle group's name ('Biceps'), or a target muscle group's label ('legs (target muscle)'). */
  muscle_group: z.string(),
  /** Hard sets: a multiple of 0.5. */
  sets: z.number(),
});
export type MuscleGroupVolume = z.infer<typeof muscleGroupVolumeSchema>;

export const volumeDaySchema = z.object({
  id: z.number().int(),
  day_of_the_week: z.number().int(),
  is_rest_day: z.boolean(),
  exercise_count: z.number().int(),
});
export type VolumeDay = z.infer<typeof volumeDaySchema>;

export const volumeWeekSchema = z.object({
  id: z.number().int(),
  sequence_number: z.number().int(),
  /** Groups with sets this week, most sets first (then by name). */
  volume: z.array(muscleGroupVolumeSchema),
  total_sets: z.number(),
  days: z.array(volumeDaySchema),
});
export type VolumeWeek = z.infer<typeof volumeWeekSchema>;

export const programVolumeSchema = z.object({
  program_id: z.number().int(),
  /** Every group with sets in some week, most sets over the program first (then by name): the table's rows. */
  muscle_groups: z.array(z.string()),
  weeks: z.array(volumeWeekSchema),
});
export type ProgramVolume = z.infer<typeof programVolumeSchema>;

/** The sets of one group in one week (0 when the week has none). */
export const volumeOf = (week: Pick<VolumeWeek, 'volume'>, muscleGroup: string) =>
  week.volume.find((entry) => entry.muscle_group === muscleGroup)?.sets ?? 0;
