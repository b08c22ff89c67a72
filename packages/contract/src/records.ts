import { z } from 'zod';

/**
 * Personal records and progress, read from a user's logged training (the coach's Records tab).
 *
 * The rules, in one place for the API, the panel and the tests:
 * - A set counts when it was completed and has reps (at least 1) and a weight (above 0); sets of deleted workouts
 *   and sets without an exercise (a purged exercise) count nothing. Exercises are told apart by `exercise_id`;
 *   the name shown is the one logged last.
 * - Estimated one-rep max, **the Epley rule**: weight × (1 + reps / 30), for sets of 1 to 12 reps
 *   (`EPLEY_MAX_REPS`); a set of more reps gives no estimate (it still counts for the heaviest weight and the most
 *   reps).
 * - Per exercise three records: the best estimated 1RM, the heaviest weight (with the most reps done at it) and
 *   the most reps (with the heaviest weight they were done at), each with the date and the session that holds it.
 *   A tie keeps the earlier session: equalling a record is not a new one.
 * - Workouts are taken in the order they were done (date, start time, then the order they were logged).
 * - A new record: a session whose best beats, strictly, every earlier session of that exercise on a kind. The
 *   first session of an exercise sets the starting marks and is no new record. A session sets at most one new
 *   record per exercise, which lists every kind it beat: 100 kg × 3 and later 100 kg × 5 gives one new record,
 *   the second session's, for the estimated 1RM (116.67 over 110) and the most reps (5 over 3); 100 kg equals the
 *   heaviest weight, which stays with the first session.
 */
export const EPLEY_MAX_REPS = 12;

export const RECORD_KINDS = ['estimated_1rm', 'heaviest_weight', 'most_reps'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const recordKindLabels: Record<RecordKind, string> = {
  estimated_1rm: 'Best estimated 1RM',
  heaviest_weight: 'Heaviest weight',
  most_reps: 'Most reps',
};

export const recordsMessages = {
  exerciseIdInvalid: 'exercise_id must be a positive whole number',
  recordsTitle: 'Personal records',
  progressTitle: 'Progress',
  newRecordsTitle: 'New records',
  exerciseLabel: 'Exercise',
  showAsTable: 'Show as table',
  noRecords: 'No records yet',
  noRecordsHint:
    'Records count completed sets logged with reps and a weight (bodyweight and timed sets have none).',
  noNewRecords: 'No new records yet: the first session of an exercise sets its starting marks.',
  fetchFailed: 'Could not load the records',
  progressFetchFailed: 'Could not load the progress',
  chartLabel: (exercise: string) => `Progress of ${exercise}: estimated 1RM and top set weight per session`,
  session: (id: number) => `Session ${id}`,
  epleyRule: `Estimated 1RM (Epley): weight × (1 + reps / 30), from sets of ${EPLEY_MAX_REPS} reps or fewer.`,
} as const;

export const recordSetSchema = z.object({ weight: z.number(), reps: z.number().int() });

/** A record: its value (kg, or reps for the most reps), the set that made it, and where it was made. */
export const personalRecordSchema = z.object({
  value: z.number(),
  weight: z.number(),
  reps: z.number().int(),
  performed_on: z.string(),
  session_id: z.number().int(),
});
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

export const exerciseRecordsSchema = z.object({
  exercise_id: z.number().int(),
  exercise_name: z.string(),
  /** Sessions holding a counting set of the exercise, and the last one's date. */
  sessions: z.number().int(),
  last_performed_on: z.string(),
  /** Null when every set had more than 12 reps. */
  estimated_1rm: personalRecordSchema.nullable(),
  heaviest_weight: personalRecordSchema,
  most_reps: personalRecordSchema,
});
export type ExerciseRecords = z.infer<typeof exerciseRecordsSchema>;

/** A session that set new records, and on which exercises and kinds. */
export const recordSessionSchema = z.object({
  session_id: z.number().int(),
  performed_on: z.string(),
  records: z.array(
    z.object({
      exercise_id: z.number().int(),
      exercise_name: z.string(),
      kinds: z.array(z.enum(RECORD_KINDS)),
    }),
  ),
});
export type RecordSession = z.infer<typeof recordSessionSchema>;

/**
 * One session of the exercise: its top set (the heaviest, the most reps among equals), its best estimated 1RM
 * (null when every set had more than 12 reps), its volume (the sum of reps × weight over its counting sets), how
 * many sets counted, and the kinds on which it set a new record.
 */
export const progressPointSchema = z.object({
  session_id: z.number().int(),
  performed_on: z.string(),
  top_set: recordSetSchema,
  estimated_1rm: z.number().nullable(),
  volume: z.number(),
  sets: z.number().int(),
  records: z.array(z.enum(RECORD_KINDS)),
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;
