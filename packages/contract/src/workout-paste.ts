import { z } from 'zod';
import { ID_PARAM_MESSAGE } from './path-params.js';

/** Issue 21, "Paste a workout": lines such as 'Back squat 5x5 @100kg' become day exercises. */

export const PASTE_LINES_MAX = 100;
export const PASTE_TEXT_MAX = 10_000;
export const PASTE_SUGGESTIONS = 3;

const bodyId = z
  .number({ error: ID_PARAM_MESSAGE })
  .int(ID_PARAM_MESSAGE)
  .positive(ID_PARAM_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_PARAM_MESSAGE);

export const pasteMessages = {
  title: 'Paste Workout',
  textLabel: 'Workout',
  textRequired: 'Paste at least one line',
  textTooLong: `At most ${PASTE_TEXT_MAX} characters can be pasted at once`,
  tooManyLines: `At most ${PASTE_LINES_MAX} lines can be pasted at once`,
  choiceLineInvalid: 'choices must name lines of the pasted text',
  choiceExerciseNotFound: (ids: readonly number[]) => `Exercise not found: ${ids.join(', ')}`,
  linesNotReady:
    'Every line needs a library exercise and readable sets before the workout can be added. Nothing was added.',
  noSets: 'No sets and reps found (write them like 3x8, 3x8-12, 4xAMRAP or 3x60s)',
  noName: 'No exercise name before the sets',
  tooManySets: (max: number) => `At most ${max} sets per exercise`,
  badGroup: 'A1, A2... must follow each other on consecutive lines',
  noMatch: 'No match',
  /** A day holds an exercise once: a line whose exercise the day or an earlier line already holds. */
  alreadyOnDay: (name: string) => `${name} is already on this day`,
  repeatedExercise: (name: string, line: number) => `${name} is already on line ${line}`,
  preview: 'Paste preview',
  added: (count: number) => (count === 1 ? '1 exercise added' : `${count} exercises added`),
  addButton: (count: number) => (count === 1 ? 'Add 1 exercise' : `Add ${count} exercises`),
  failed: 'Failed to add the pasted workout. Please try again.',
} as const;

/**
 * `POST /training-days/{dayId}/paste`. `choices` pick the library exercise of a line by its number (1-based,
 * counting every line of `text`), overriding the name match: how the admin fixes an unmatched line.
 */
export const pasteWorkoutSchema = z.object({
  text: z
    .string({ error: pasteMessages.textRequired })
    .max(PASTE_TEXT_MAX, pasteMessages.textTooLong)
    .refine((text) => text.trim() !== '', pasteMessages.textRequired)
    .refine(
      (text) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length <= PASTE_LINES_MAX,
      pasteMessages.tooManyLines,
    ),
  dry_run: z.boolean({ error: 'dry_run must be true or false' }).default(false),
  choices: z
    .array(z.object({ line: z.number().int().min(1, pasteMessages.choiceLineInvalid), exercise_id: bodyId }))
    .max(PASTE_LINES_MAX)
    .optional(),
});
export type PasteWorkoutInput = z.input<typeof pasteWorkoutSchema>;
export type PasteWorkout = z.output<typeof pasteWorkoutSchema>;

const exerciseRef = z.object({ id: z.number().int(), name: z.string() });

/** What the parser read on a line, before matching. */
export const parsedPasteLineSchema = z.object({
  name: z.string(),
  /** 'A' of 'A1': lines with the same letter on consecutive lines form one superset. */
  group_label: z.string().nullable(),
  group_order: z.number().int().nullable(),
  sets: z.number().int(),
  reps: z.number().int(),
  reps_max: z.number().int().nullable(),
  amrap: z.boolean(),
  weight: z.number().nullable(),
  load_percent: z.number().nullable(),
  time: z.number().int().nullable(),
  rir: z.number().int().nullable(),
  rest: z.number().int().nullable(),
});
export type ParsedPasteLine = z.infer<typeof parsedPasteLineSchema>;

export const PASTE_LINE_STATUSES = ['matched', 'unmatched', 'unreadable'] as const;
export type PasteLineStatus = (typeof PASTE_LINE_STATUSES)[number];

export const pasteLineResultSchema = z.object({
  /** 1-based, counting every line of the text (blank lines are skipped, not renumbered). */
  line: z.number().int(),
  text: z.string(),
  status: z.enum(PASTE_LINE_STATUSES),
  /** Why an unreadable line could not be read, or why an unmatched line's exercise cannot be added. */
  error: z.string().nullable(),
  parsed: parsedPasteLineSchema.nullable(),
  exercise: exerciseRef.nullable(),
  /** How the exercise was found: by alias ('RDL'), by name similarity, or chosen by the admin. */
  matched_by: z.enum(['name', 'alias', 'choice']).nullable(),
  similarity: z.number().nullable(),
  /** For an unmatched line, the closest library names (at most three). */
  suggestions: z.array(exerciseRef),
  /** Words of the line the parser did not use (a comment such as 'slow eccentric'). */
  ignored: z.array(z.string()),
});
export type PasteLineResult = z.infer<typeof pasteLineResultSchema>;

export const pasteResultSchema = z.object({
  lines: z.array(pasteLineResultSchema),
  /** The exercises written (0 for a dry run), in order. */
  added_log_ids: z.array(z.number().int()),
});
export type PasteResult = z.infer<typeof pasteResultSchema>;
