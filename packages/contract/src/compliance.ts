import { z } from 'zod';
import { optionalQueryValue } from './list-query.js';
import { prescribedSetSchema, workoutSessionSchema } from './member-api.js';

/**
 * Compliance: how much of what was prescribed a user did, over a window of days up to today (UTC).
 *
 * - The window: the `days` dates ending today, both ends included (7: today and the six days before).
 * - Prescribed sets: the sets of every training day scheduled for the user in the window, from their assignments'
 *   start dates (the schedule of `GET /users/{id}/schedule`: a date's week and day of the week pick the training
 *   day). Rest days, dates before the start date and dates no assignment covers prescribe nothing.
 * - Done: a prescribed set (day exercise, set number) is done when a completed performed set for that day exercise
 *   and set number is logged in a session for that training day, performed on any date in the window (a workout
 *   done a day late, or early, counts). A swapped-in exercise (`replaces_day_exercise_id`) counts for the day
 *   exercise it replaced. Sets beyond the prescribed number and the same set logged twice count once: each
 *   exercise is done at most 100%. An exercise the member added counts nothing.
 * - Against what was prescribed then: a logged workout keeps the day's prescription as it was when it was first
 *   logged (how many sets each day exercise had), and its sets keep their targets; a training day with a workout is
 *   measured against that copy, so a later program edit (sets added or removed) rewrites no history. A training day
 *   with no workout has no copy: it is measured against the day as the program has it now (a workout logged before
 *   copies were kept is measured the same way).
 * - Compliance = done sets ÷ prescribed sets, in percent with one decimal; null when nothing was prescribed.
 *   Example: 4 training days × 5 sets = 20 prescribed, 15 done = 75%.
 * - Sessions planned: the training days scheduled in the window; sessions done: those with a workout logged.
 * - `weeks`: the same figures per calendar week (Monday to Sunday) inside the window, by the training day's date.
 */
export const COMPLIANCE_WINDOWS = [7, 30, 90] as const;
export type ComplianceWindow = (typeof COMPLIANCE_WINDOWS)[number];

/** The Training tab's calendar: this many weeks, Monday to Sunday, the last one holding today. */
export const TRAINING_CALENDAR_WEEKS = 12;
export const TRAINING_CALENDAR_WEEKS_MAX = 26;

/** How far below the 30-day compliance the 7-day one must be for the 'Compliance dropped' card (points). */
export const COMPLIANCE_DROP_POINTS = 20;

export const complianceMessages = {
  daysInvalid: `days must be one of ${COMPLIANCE_WINDOWS.join(', ')}`,
  weeksInvalid: `weeks must be a whole number from 1 to ${TRAINING_CALENDAR_WEEKS_MAX}`,
  sessionNotFound: 'Session not found',
  tabTitle: 'Training',
  figuresLabel: (days: number) => `${days}-day compliance`,
  listColumn: '7-day compliance',
  noFigure: 'No training',
  calendarTitle: 'Last 12 weeks',
} as const;

/** `GET /users/{id}/compliance?days=7|30|90` (7 without it). */
export const complianceQuerySchema = z.object({
  days: optionalQueryValue(
    z.enum(['7', '30', '90'], { error: complianceMessages.daysInvalid }).transform(Number),
  ).transform((days) => (days ?? 7) as ComplianceWindow),
});
export type ComplianceQuery = z.input<typeof complianceQuerySchema>;

const count = z.number().int().nonnegative();

export const complianceFiguresSchema = z.object({
  /** done_sets ÷ prescribed_sets in percent, one decimal; null when nothing was prescribed. */
  percentage: z.number().nullable(),
  prescribed_sets: count,
  done_sets: count,
  sessions_planned: count,
  sessions_done: count,
});
export type ComplianceFigures = z.infer<typeof complianceFiguresSchema>;

export const complianceWeekSchema = complianceFiguresSchema.extend({
  /** The week's dates inside the window (a week cut by the window's ends starts or ends with it). */
  from: z.string(),
  to: z.string(),
});

export const complianceSchema = complianceFiguresSchema.extend({
  user_id: z.number().int(),
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  weeks: z.array(complianceWeekSchema),
});
export type Compliance = z.infer<typeof complianceSchema>;

/**
 * A calendar date of the Training tab: `done` (every prescribed set done), `partial` (a workout logged, not every
 * set done), `missed` (a training day before today with no workout), `planned` (a training day today or later
 * with no workout yet), `rest` (a rest day of an assignment), `none` (no assignment covers the date).
 */
export const CALENDAR_DAY_STATUSES = ['done', 'partial', 'missed', 'planned', 'rest', 'none'] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];

export const calendarDaySchema = z.object({
  date: z.string(),
  status: z.enum(CALENDAR_DAY_STATUSES),
  /** 'Week 2 · Day 3' of the training day(s) scheduled that date. */
  day_names: z.array(z.string()),
  prescribed_sets: count,
  done_sets: count,
  /** The workouts logged for this date's training day (late ones included), or performed this date for none. */
  session_ids: z.array(z.number().int()),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** `GET /users/{id}/training-calendar?weeks=` (12 without it). */
export const trainingCalendarQuerySchema = z.object({
  weeks: optionalQueryValue(
    z.coerce
      .number({ error: complianceMessages.weeksInvalid })
      .int(complianceMessages.weeksInvalid)
      .min(1, complianceMessages.weeksInvalid)
      .max(TRAINING_CALENDAR_WEEKS_MAX, complianceMessages.weeksInvalid),
  ).transform((weeks) => weeks ?? TRAINING_CALENDAR_WEEKS),
});
export type TrainingCalendarQuery = z.input<typeof trainingCalendarQuerySchema>;

export const trainingCalendarSchema = z.object({
  user_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  days: z.array(calendarDaySchema),
});
export type TrainingCalendar = z.infer<typeof trainingCalendarSchema>;

/** One exercise of a prescription: as the day has it now, or as the workout's copy had it. */
export const prescribedExerciseSchema = z.object({
  day_exercise_id: z.number().int(),
  exercise_name: z.string(),
  /** The prescribed sets' count (the workout's copy where it has one). */
  set_count: count,
  /** The sets' targets as the day has them now (empty when the exercise left the day). */
  sets: z.array(prescribedSetSchema),
});
export type PrescribedExercise = z.infer<typeof prescribedExerciseSchema>;

/** A training day scheduled on a calendar date, with its prescription. */
export const calendarTrainingDaySchema = z.object({
  training_day_id: z.number().int(),
  program_name: z.string(),
  day_name: z.string(),
  exercises: z.array(prescribedExerciseSchema),
});

/**
 * `GET /users/{id}/sessions/{sessionId}`: a logged workout for the coach, each performed set with the
 * prescription copy it was logged against (`target`), and the day's prescription as it was logged (`prescription`).
 */
export const coachSessionSchema = workoutSessionSchema.extend({
  prescription: z.array(prescribedExerciseSchema),
  figures: complianceFiguresSchema.pick({ prescribed_sets: true, done_sets: true, percentage: true }),
});
export type CoachSession = z.infer<typeof coachSessionSchema>;

/** `GET /users/{id}/training-calendar/{date}`: what a calendar date held, what was prescribed and what was logged. */
export const calendarDateDetailSchema = z.object({
  date: z.string(),
  status: z.enum(CALENDAR_DAY_STATUSES),
  training_days: z.array(calendarTrainingDaySchema),
  sessions: z.array(coachSessionSchema),
});
export type CalendarDateDetail = z.infer<typeof calendarDateDetailSchema>;
