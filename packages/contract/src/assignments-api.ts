import { z } from 'zod';
import {
  assignedUserSchema,
  assignmentMessages,
  assignmentModes,
  calendarDateSchema,
  daysBetween,
  personalCopySchema,
  SCHEDULE_MAX_DAYS,
} from './assignments.js';
import { optionalQueryValue } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';

export const PERSONAL_COPIES_PAGE_SIZE = 20;

/** `GET /training-programs/{id}/copies?page&per_page`: the template's live personal copies, newest first. */
export const personalCopiesQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(PERSONAL_COPIES_PAGE_SIZE),
});
export type PersonalCopiesQuery = z.input<typeof personalCopiesQuerySchema>;

export const personalCopyPageSchema = paginated(personalCopySchema);
export type PersonalCopyPage = z.infer<typeof personalCopyPageSchema>;

/**
 * `GET /users/{id}/schedule?from&to` (dates, both included): from defaults to today (UTC), to to from + 13 days;
 * at most SCHEDULE_MAX_DAYS days.
 */
export const userScheduleQuerySchema = z
  .object({
    from: optionalQueryValue(calendarDateSchema('from')),
    to: optionalQueryValue(calendarDateSchema('to')),
  })
  .superRefine(({ from, to }, context) => {
    if (!from || !to) return;
    const days = daysBetween(from, to) + 1;
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: assignmentMessages.scheduleReversed });
    else if (days > SCHEDULE_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: assignmentMessages.scheduleTooLong });
  });
export type UserScheduleQuery = z.input<typeof userScheduleQuerySchema>;

/**
 * What one assignment gives one date: the program, the week (1-based), the day of that week (1..7, day 1 being
 * the start date's weekday position), and the training day (its id, and its name 'Day {absolute number}' as the
 * program detail shows it) or a rest day (a rest-day row, or no day row at all: training_day_id null).
 */
export const scheduleEntrySchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  mode: z.enum(assignmentModes),
  start_date: z.string(),
  ends_on: z.string(),
  week_number: z.number().int(),
  weeks: z.number().int(),
  day_number: z.number().int(),
  training_day_id: z.number().int().nullable(),
  day_name: z.string().nullable(),
  is_rest_day: z.boolean(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const scheduleDaySchema = z.object({ date: z.string(), entries: z.array(scheduleEntrySchema) });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** `GET /users/{id}/schedule` answer data: every date of the range, in order, each with its entries. */
export const userScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(scheduleDaySchema),
});
export type UserSchedule = z.infer<typeof userScheduleSchema>;

/** `GET /training-programs/{id}/assigned-users` answer data: the program's users with their assignments. */
export const assignedUserPageSchema = paginated(assignedUserSchema);
export type AssignedUserPage = z.infer<typeof assignedUserPageSchema>;
