import { z } from 'zod';
import { PROGRAM_NAME_MAX } from './programs.js';
import { userSummarySchema } from './users.js';

/**
 * Assignments with a start date and a mode (ADR 0009). An assignment (a `program_users` row) starts on
 * `start_date`, a calendar date that is day 1 of week 1 for that user, and is `linked` (the user follows the
 * program itself) or `copy` (the program is the user's personal copy of a template: a full program of its own).
 */
export const assignmentModes = ['linked', 'copy'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

/** `GET /users/{id}/schedule` answers at most this many days, and 14 (today and the 13 after) by default. */
export const SCHEDULE_MAX_DAYS = 62;
export const SCHEDULE_DEFAULT_DAYS = 14;
const DAY_MS = 86_400_000;

export const assignmentMessages = {
  invalidDate: (field: string) => `${field} must be a calendar date (YYYY-MM-DD)`,
  invalidMode: 'mode must be linked or copy',
  scheduleTooLong: `The schedule covers at most ${SCHEDULE_MAX_DAYS} days: choose a shorter range`,
  scheduleReversed: 'to must be on or after from',
  noCurrentProgram: 'No current program',
  rest: 'Rest',
  /** 'Week 3 of 12 · today: Day 2', or '... · today: Rest' on a rest day. */
  currentProgram: (week: number, weeks: number, day: number | null) =>
    `Week ${week} of ${weeks} · today: ${day === null ? 'Rest' : `Day ${day}`}`,
  /** 'Week 3 · Day 2' */
  weekDay: (week: number, day: number) => `Week ${week} · Day ${day}`,
  personalCopyFor: (user: string, template: string) => `Personal copy for ${user} · from ${template}`,
} as const;

/**
 * 'YYYY-MM-DD' of a real calendar day between 1900 and 2999 (2026-02-30 is refused). The bounds keep every date
 * and the schedule's ranges after it inside what PostgreSQL and ISO strings hold (JavaScript knows a year 0,
 * PostgreSQL does not; 9999-12-31 plus a week is a six-digit year).
 */
export const isCalendarDate = (value: string) => {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const calendarDateSchema = (field: string) =>
  z
    .string({ error: assignmentMessages.invalidDate(field) })
    .refine(isCalendarDate, assignmentMessages.invalidDate(field));

/** The calendar date `days` after `date` (both 'YYYY-MM-DD'). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * `ends_on`: the FIRST DAY AFTER the program, start_date + weeks × 7 days (exclusive end). A 2-week program
 * starting 2026-03-02 runs 2026-03-02 .. 2026-03-15 and ends_on is 2026-03-16; the assignment covers a date d
 * when start_date <= d < ends_on.
 */
export const assignmentEndsOn = (startDate: string, weeks: number) => addDays(startDate, weeks * 7);

/** A personal copy's name: '{program name} · {user full name}', the program name cut so the whole fits. */
export const personalCopyName = (programName: string, userName: string) => {
  const suffix = ` · ${userName}`.slice(0, PROGRAM_NAME_MAX - 1);
  return `${programName.slice(0, PROGRAM_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
};

/**
 * `POST /training-programs/{programId}/assign-user/{userId}` body, optional as a whole (the specification's
 * call sends none): start_date defaults to today (UTC), mode to linked. mode copy makes a personal copy of the
 * program for the user and assigns the user to the copy.
 */
export const assignUserSchema = z.object({
  start_date: calendarDateSchema('start_date').optional(),
  mode: z.enum(assignmentModes, { error: assignmentMessages.invalidMode }).optional(),
});
export type AssignUser = z.infer<typeof assignUserSchema>;

/** An assignment as the API sends it. `program_id` is the program the user follows: for mode copy, the copy. */
export const assignmentSchema = z.object({
  program_id: z.number().int(),
  start_date: z.string(),
  mode: z.enum(assignmentModes),
  /** The first day after the program (see assignmentEndsOn). */
  ends_on: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** An assigned user: the user summary with the assignment's fields. */
export const assignedUserSchema = userSummarySchema.extend(assignmentSchema.shape);
export type AssignedUser = z.infer<typeof assignedUserSchema>;

/** The assign route's answer data: the user, and the assignment made. */
export const assignUserResultSchema = userSummarySchema.extend({ assignment: assignmentSchema });
export type AssignUserResult = z.infer<typeof assignUserResultSchema>;

/** One personal copy of a template, as the template's copies list sends it. */
export const personalCopySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: userSummarySchema,
  /** The owner's assignment to the copy; null when the owner was unassigned from it. */
  start_date: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type PersonalCopy = z.infer<typeof personalCopySchema>;
