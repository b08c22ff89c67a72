import { z } from 'zod';
import {
  exerciseRecordsSchema,
  progressPointSchema,
  recordSessionSchema,
  recordsMessages,
} from './records.js';

/**
 * `GET /users/{id}/records`: per exercise (by name) its three records; `record_sessions`, newest first, the
 * sessions that set a new record.
 */
export const userRecordsSchema = z.object({
  exercises: z.array(exerciseRecordsSchema),
  record_sessions: z.array(recordSessionSchema),
});
export type UserRecords = z.infer<typeof userRecordsSchema>;

/** `GET /users/{id}/progress?exercise_id=`. */
export const exerciseProgressQuerySchema = z.object({
  exercise_id: z.coerce
    .number({ error: recordsMessages.exerciseIdInvalid })
    .int(recordsMessages.exerciseIdInvalid)
    .positive(recordsMessages.exerciseIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, recordsMessages.exerciseIdInvalid),
});
export type ExerciseProgressQuery = z.input<typeof exerciseProgressQuerySchema>;

/** Points oldest first; `exercise_name` null (and no points) when the user never logged the exercise. */
export const exerciseProgressSchema = z.object({
  exercise_id: z.number().int(),
  exercise_name: z.string().nullable(),
  points: z.array(progressPointSchema),
});
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;
