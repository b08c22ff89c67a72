import { z } from 'zod';
import { calendarDateSchema, daysBetween } from './assignments.js';
import { DAY_GROUP_KINDS } from './day-groups.js';
import { optionalQueryValue } from './list-query.js';
import { MAX_PER_PAGE } from './pagination.js';

export const TODAY_STATUSES = ['training', 'rest', 'not_started', 'finished', 'no_program'] as const;
export type TodayStatus = (typeof TODAY_STATUSES)[number];

export const MEMBER_SESSIONS_PAGE_SIZE = 20;

export const memberApiMessages = {
  cursorInvalid: 'cursor is not one this list gave',
  perPageRange: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}`,
  rangeReversed: 'to must be on or after from',
} as const;

/** `GET /member/today?date`: the member's local date; UTC's today without it. */
export const memberTodayQuerySchema = z.object({ date: optionalQueryValue(calendarDateSchema('date')) });
export type MemberTodayQuery = z.input<typeof memberTodayQuerySchema>;

/** A prescribed set as the app shows it (the program's targets). */
export const prescribedSetSchema = z.object({
  set_number: z.number().int(),
  reps: z.number().nullable(),
  reps_max: z.number().nullable(),
  weight: z.number().nullable(),
  load_percent: z.number().nullable(),
  time: z.number().nullable(),
  rir: z.number().nullable(),
  rest: z.number().nullable(),
  amrap: z.boolean(),
});
export type PrescribedSet = z.infer<typeof prescribedSetSchema>;

/** One exercise of today's training day, in the day's order; `group` 'A1', 'A2'... inside a superset or circuit. */
export const todayExerciseSchema = z.object({
  day_exercise_id: z.number().int(),
  position: z.number().int(),
  exercise: z.object({ id: z.number().int(), name: z.string(), video_link: z.string().nullable() }),
  group: z
    .object({ label: z.string(), kind: z.enum(DAY_GROUP_KINDS), rounds: z.number().int().nullable() })
    .nullable(),
  sets: z.array(prescribedSetSchema),
});
export type TodayExercise = z.infer<typeof todayExerciseSchema>;

/** `GET /member/today` answer data. */
export const memberTodaySchema = z.object({
  date: z.string(),
  status: z.enum(TODAY_STATUSES),
  program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  start_date: z.string().nullable(),
  ends_on: z.string().nullable(),
  week_number: z.number().int().nullable(),
  day: z.object({ id: z.number().int().nullable(), day_number: z.number().int() }).nullable(),
  exercises: z.array(todayExerciseSchema),
  /** The workout already logged for this day and date, if any. */
  session: z.object({ id: z.number().int(), updated_at: z.string() }).nullable(),
});
export type MemberToday = z.infer<typeof memberTodaySchema>;

/** What a performed set was measured against: the prescription's copy at logging time. */
export const setTargetSchema = prescribedSetSchema.omit({ set_number: true, rest: true });
export type SetTarget = z.infer<typeof setTargetSchema>;

export const performedSetSchema = z.object({
  id: z.number().int(),
  day_exercise_id: z.number().int().nullable(),
  exercise_id: z.number().int().nullable(),
  exercise_name: z.string(),
  replaces_day_exercise_id: z.number().int().nullable(),
  set_number: z.number().int(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  time: z.number().nullable(),
  rir: z.number().nullable(),
  rpe: z.number().nullable(),
  completed: z.boolean(),
  target: setTargetSchema,
});
export type PerformedSet = z.infer<typeof performedSetSchema>;

const sessionSummaryShape = {
  id: z.number().int(),
  client_id: z.string(),
  training_day_id: z.number().int().nullable(),
  program: z.object({ id: z.number().int().nullable(), name: z.string() }),
  week_number: z.number().int(),
  day_number: z.number().int(),
  performed_on: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  notes: z.string().nullable(),
  created_at: z.string(),
  /** The version a `PUT` sends back as `expected_updated_at`. */
  updated_at: z.string(),
};

/** A logged workout in the history list: no sets, their count. */
export const sessionSummarySchema = z.object({ ...sessionSummaryShape, set_count: z.number().int() });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** A logged workout with its sets, in the order they were sent. */
export const workoutSessionSchema = z.object({ ...sessionSummaryShape, sets: z.array(performedSetSchema) });
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

/**
 * `GET /member/sessions?from&to&cursor&per_page`: newest first (performed_on, then id), a page at a time; the
 * next page is asked with the `next_cursor` of the one before (null on the last page).
 */
export const memberSessionsQuerySchema = z
  .object({
    from: optionalQueryValue(calendarDateSchema('from')),
    to: optionalQueryValue(calendarDateSchema('to')),
    cursor: optionalQueryValue(z.string().max(100)),
    per_page: optionalQueryValue(
      z.coerce
        .number({ error: memberApiMessages.perPageRange })
        .int(memberApiMessages.perPageRange)
        .min(1, memberApiMessages.perPageRange)
        .max(MAX_PER_PAGE, memberApiMessages.perPageRange),
    ),
  })
  .superRefine(({ from, to }, context) => {
    if (from && to && daysBetween(from, to) < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: memberApiMessages.rangeReversed });
    }
  });
export type MemberSessionsQuery = z.input<typeof memberSessionsQuerySchema>;

export const sessionPageSchema = z.object({
  data: z.array(sessionSummarySchema),
  next_cursor: z.string().nullable(),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;
