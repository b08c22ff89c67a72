import { z } from 'zod';
import { ID_PARAM_MESSAGE } from './path-params.js';

/**
 * "Paste a workout": lines such as 'Back squat 5x5 @100kg' become day exercises; a line whose exercise the day
 * already holds adds its sets to that exercise or is skipped, as the admin chooses.
 */

export const PASTE_LINES_MAX = 100;
export const PASTE_TEXT_MAX = 10_000;
export const PASTE_SUGGESTIONS = 3;

/** What a line whose exercise is already on the day does: append its sets to that day exercise, or nothing. */
export const PASTE_ON_EXISTING = ['add_sets', 'skip'] as const;
export type PasteOnExisting = (typeof PASTE_ON_EXISTING)[number];

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** How much a paste adds: new day exercises, and sets appended to exercises already on the day. */
export interface PasteCounts {
  exercises: number;
  sets: number;
  /** The exercises already on the day that get sets. */
  existing: number;
}

const existingExercises = (existing: number) => counted(existing, 'existing exercise', 'existing exercises');
const setsToExisting = ({ sets, existing }: PasteCounts) =>
  `${counted(sets, 'set', 'sets')} to ${existingExercises(existing)}`;
const setsAddedToExisting = ({ sets, existing }: PasteCounts) =>
  `${counted(sets, 'set', 'sets')} added to ${existingExercises(existing)}`;

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
  /** The status of a line whose exercise the day holds (a day holds an exercise once). */
  alreadyOnThisDay: 'Already on this day',
  repeatedExercise: (name: string, line: number) => `${name} is already on line ${line}`,
  /** The name of a line's choice between adding its sets to the day's exercise and skipping the line. */
  onExistingLabel: (line: number, name: string) => `Line ${line}: ${name} is already on this day`,
  addSetsOption: (sets: number, name: string) => `Add ${counted(sets, 'set', 'sets')} to ${name}`,
  skipOption: 'Skip this line',
  onExistingInvalid: "on_existing must be 'add_sets' or 'skip'",
  choiceEmpty: 'A choice needs an exercise_id or on_existing',
  /** An existing exercise may not end up with more than MAX_SETS sets. */
  tooManySetsOnExisting: (name: string, has: number, max: number) =>
    `${name} has ${counted(has, 'set', 'sets')} already: at most ${max} sets per exercise`,
  /** Why the button is disabled: lines already on the day the admin has not decided about. */
  toDecide: (count: number) =>
    count === 1
      ? '1 line already on this day needs a choice: add its sets or skip it'
      : `${count} lines already on this day need a choice: add their sets or skip them`,
  /** 422: a line already on the day without on_existing (nothing is written). */
  linesUndecided: (lines: readonly number[]) =>
    `Choose add_sets or skip for each line already on this day (line ${lines.join(', ')}). Nothing was added.`,
  nothingToAdd: 'Nothing to add: every line is skipped or unmatched',
  preview: 'Paste preview',
  added: (count: number) => pasteAdded(count),
  /** The toast after a paste: 'N exercises added', and the sets given to exercises already on the day. */
  addedSummary: (counts: PasteCounts) =>
    counts.sets === 0
      ? pasteAdded(counts.exercises)
      : counts.exercises === 0
        ? setsAddedToExisting(counts)
        : `${pasteAdded(counts.exercises)}; ${setsAddedToExisting(counts)}`,
  /** The submit button, counting what will really be written. */
  addButton: (counts: PasteCounts) =>
    counts.sets === 0
      ? counts.exercises === 0
        ? 'Add exercises'
        : `Add ${counted(counts.exercises, 'exercise', 'exercises')}`
      : counts.exercises === 0
        ? `Add ${setsToExisting(counts)}`
        : `Add ${counted(counts.exercises, 'exercise', 'exercises')} and ${setsToExisting(counts)}`,
  failed: 'Failed to add the pasted workout. Please try again.',
  undo: 'Undo',
  undone: 'Paste undone',
  undoNotFound: 'Paste not found',
  alreadyUndone: 'This paste was already undone',
  /** 409: an exercise the paste wrote had its sets edited or was removed since; the undo changes nothing. */
  changedSince: (names: readonly string[]) =>
    `Cannot undo the paste: ${names.join(', ')} changed since. Nothing was undone.`,
} as const;

function pasteAdded(count: number) {
  return count === 1 ? '1 exercise added' : `${count} exercises added`;
}

/**
 * A line's choice, by its number (1-based, counting every line of `text`): `exercise_id` picks its library
 * exercise, overriding the name match (how the admin fixes an unmatched line); `on_existing` says what a line
 * whose exercise is already on the day does (ignored for a line that is not).
 */
export const pasteChoiceSchema = z
  .object({
    line: z
      .number({ error: pasteMessages.choiceLineInvalid })
      .int(pasteMessages.choiceLineInvalid)
      .min(1, pasteMessages.choiceLineInvalid),
    exercise_id: bodyId.optional(),
    on_existing: z.enum(PASTE_ON_EXISTING, { error: pasteMessages.onExistingInvalid }).optional(),
  })
  .refine((choice) => choice.exercise_id !== undefined || choice.on_existing !== undefined, {
    message: pasteMessages.choiceEmpty,
  });
export type PasteChoice = z.infer<typeof pasteChoiceSchema>;

/** `POST /training-days/{dayId}/paste`. */
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
    .array(pasteChoiceSchema)
    .max(PASTE_LINES_MAX, pasteMessages.tooManyLines)
    .refine(
      (choices) => new Set(choices.map((choice) => choice.line)).size === choices.length,
      'choices name each line once',
    )
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

/** `on_day`: its exercise is already on the day (its sets are added to it, or the line is skipped). */
export const PASTE_LINE_STATUSES = ['matched', 'on_day', 'unmatched', 'unreadable'] as const;
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
  /** For an on_day line: the day exercise its sets would go to, and how many sets it has now. */
  existing: z.object({ log_id: z.number().int(), sets: z.number().int() }).nullable(),
  /** For an on_day line: what was chosen (null: not yet; the line must be decided before anything is added). */
  on_existing: z.enum(PASTE_ON_EXISTING).nullable(),
});
export type PasteLineResult = z.infer<typeof pasteLineResultSchema>;

export const pasteResultSchema = z.object({
  lines: z.array(pasteLineResultSchema),
  /** The exercises written (0 for a dry run), in order. */
  added_log_ids: z.array(z.number().int()),
  /** The exercises already on the day that got sets (none for a dry run): which, and how many sets each. */
  appended: z.array(z.object({ log_id: z.number().int(), sets_added: z.number().int() })),
  /** What the paste adds (a dry run: would add, counting the lines decided so far). */
  counts: z.object({ exercises: z.number().int(), sets: z.number().int(), existing: z.number().int() }),
  /** The paste's id for `POST /training-days/{dayId}/paste/{pasteId}/undo`; null for a dry run. */
  paste_id: z.number().int().nullable(),
});
export type PasteResult = z.infer<typeof pasteResultSchema>;

/** `POST /training-days/{dayId}/paste/{pasteId}/undo`'s answer: what was taken back off the day. */
export const pasteUndoResultSchema = z.object({
  /** The day exercises the paste added, removed again. */
  removed: z.number().int(),
  /** The sets the paste appended to exercises already on the day, removed again. */
  sets_removed: z.number().int(),
});
export type PasteUndoResult = z.infer<typeof pasteUndoResultSchema>;
