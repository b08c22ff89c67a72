import { z } from 'zod';
import { ID_PARAM_MESSAGE } from './path-params.js';
import { PROGRAM_NAME_MAX, programMessages } from './programs.js';

/** Copying what exists: duplicating a program or a week and copying a day to other days. */

export const COPY_TARGET_DAYS_MAX = 364;

const bodyId = z
  .number({ error: ID_PARAM_MESSAGE })
  .int(ID_PARAM_MESSAGE)
  .positive(ID_PARAM_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_PARAM_MESSAGE);
export const copyDayModes = ['append', 'replace'] as const;
export type CopyDayMode = (typeof copyDayModes)[number];

/** The default name of a duplicate: '{name} (copy)', the name cut so the whole fits PROGRAM_NAME_MAX. */
export const duplicateProgramName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, PROGRAM_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
};

export const programCopyMessages = {
  programDuplicated: 'Program duplicated successfully',
  weekDuplicated: 'Week duplicated successfully',
  dayCopied: 'Training day copied successfully',
  tooManyWeeks: 'The program already has 52 weeks, the most it can have',
  targetWeekIsSource: 'target_week_id must be another week of the program',
  targetWeekNotFound: 'target_week_id must be a week of the same program',
  targetHoldsExercises: (week: number) =>
    `Week ${week} already holds exercises. Send replace: true to replace them.`,
  targetDaysRequired: 'target_day_ids must list at least one training day',
  targetDaysTooMany: `target_day_ids must list at most ${COPY_TARGET_DAYS_MAX} training days`,
  targetDaysDistinct: 'target_day_ids must not list a day twice',
  targetDayIsSource: 'target_day_ids must not include the day being copied',
  targetDaysNotFound: (ids: number[]) => `Training day not found: ${ids.join(', ')}`,
  modeRequired: 'mode must be append or replace',
  restDay: (day: number, week: number) => `Day ${day} of week ${week} is a rest day`,
} as const;

/** `POST /training-programs/{id}/duplicate` body; name defaults to '{name} (copy)'. */
export const duplicateProgramSchema = z.object({
  name: z
    .string({ error: programMessages.nameRequired })
    .trim()
    .min(1, programMessages.nameRequired)
    .max(PROGRAM_NAME_MAX, programMessages.nameTooLong)
    .optional(),
});
export type DuplicateProgram = z.infer<typeof duplicateProgramSchema>;

/** `POST /training-programs/{programId}/weeks/{weekId}/duplicate` body. */
export const duplicateWeekSchema = z.object({
  target_week_id: bodyId.optional(),
  replace: z.boolean({ error: 'replace must be true or false' }).optional(),
});
export type DuplicateWeek = z.infer<typeof duplicateWeekSchema>;

/** `POST /training-days/{dayId}/copy-to` body. */
export const copyDaySchema = z.object({
  target_day_ids: z
    .array(bodyId, { error: programCopyMessages.targetDaysRequired })
    .min(1, programCopyMessages.targetDaysRequired)
    .max(COPY_TARGET_DAYS_MAX, programCopyMessages.targetDaysTooMany)
    .refine((ids) => new Set(ids).size === ids.length, programCopyMessages.targetDaysDistinct),
  mode: z.enum(copyDayModes, { error: programCopyMessages.modeRequired }),
});
export type CopyDay = z.infer<typeof copyDaySchema>;

/** An exercise left out of an append because the target day already holds it. */
export const skippedDayExerciseSchema = z.object({
  training_day_id: z.number().int(),
  exercise_id: z.number().int(),
  exercise_name: z.string(),
});

/** `POST /training-days/{dayId}/copy-to` answer: day exercises written, and those skipped (append). */
export const copyDayResultSchema = z.object({
  copied: z.number().int(),
  skipped: z.number().int(),
  skipped_exercises: z.array(skippedDayExerciseSchema),
});
export type CopyDayResult = z.infer<typeof copyDayResultSchema>;
