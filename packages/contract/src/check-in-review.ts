import { z } from 'zod';
import { addDays, daysBetween } from './assignments.js';
import { checkInPhotoSchema, checkInSchema } from './check-ins.js';
import { WEEKDAYS } from './check-in-schedule.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import { userSummarySchema } from './users.js';

/*
 * The coach's side of check-ins: the queue of check-ins to review (oldest first), 'Mark reviewed' with an optional
 * reply the member reads in `GET /member/check-ins`, and the users whose check-in is overdue by their cadence.
 *
 * When is a check-in overdue? A cadence (`check_in_schedules`: weekday, every N weeks, starts_on) makes the due
 * dates starts_on + k × 7N days (k = 0, 1, ...). A due date D is met by any check-in of the user dated on or after
 * D − CHECK_IN_EARLY_DAYS (a check-in a few days early counts; a late one counts for every due date before it).
 * The user's check-in is overdue when some due date D is unmet and D + CHECK_IN_OVERDUE_AFTER_DAYS <= today (UTC):
 * 48 hours after the due day began nothing was received. Since one check-in meets every earlier due date, only the
 * EARLIEST unmet due date matters (`unmetDueOn`: the first due date after the latest check-in's date +
 * CHECK_IN_EARLY_DAYS), and the API keeps it per user, so counting the overdue users is a range of one index.
 */

/** How many days before a due date a check-in may be dated and still meet it. */
export const CHECK_IN_EARLY_DAYS = 3;
/** Days after the due date (48 hours) from which an unmet due date makes the check-in overdue. */
export const CHECK_IN_OVERDUE_AFTER_DAYS = 2;
export const CHECK_IN_REPLY_MAX = 2000;
export const CHECK_IN_QUEUE_PAGE_SIZE = 20;

/**
 * The earliest due date of a cadence that no check-in meets, given the date of the user's latest check-in (null:
 * none): the first starts_on + k × 7 × everyWeeks after latest + CHECK_IN_EARLY_DAYS.
 */
export const unmetDueOn = (startsOn: string, everyWeeks: number, latestCheckInOn: string | null) => {
  if (latestCheckInOn === null) return startsOn;
  const metUpTo = addDays(latestCheckInOn, CHECK_IN_EARLY_DAYS);
  if (metUpTo < startsOn) return startsOn;
  const period = everyWeeks * 7;
  return addDays(startsOn, (Math.floor(daysBetween(startsOn, metUpTo) / period) + 1) * period);
};

/** The first day (UTC) on which an unmet due date makes the user's check-in overdue. */
export const overdueFrom = (dueOn: string) => addDays(dueOn, CHECK_IN_OVERDUE_AFTER_DAYS);

/** Whether the user whose earliest unmet due date is `dueOn` is overdue on `today`. */
export const isCheckInOverdue = (dueOn: string, today: string) => overdueFrom(dueOn) <= today;

export const checkInReviewMessages = {
  reviewed: 'Check-in reviewed',
  replyTooLong: `Reply must be at most ${CHECK_IN_REPLY_MAX} characters`,
  replyInvalid: 'Reply must be text',
  userNotFound: 'User not found',
} as const;

/**
 * `POST /check-ins/{id}/review` ('Mark reviewed'): an optional reply, trimmed (empty means none). Reviewing a
 * reviewed check-in again replaces its reply, reviewer and time.
 */
export const reviewCheckInInputSchema = z.object({
  reply: z
    .string({ error: checkInReviewMessages.replyInvalid })
    .trim()
    .max(CHECK_IN_REPLY_MAX, checkInReviewMessages.replyTooLong)
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type ReviewCheckInInput = z.input<typeof reviewCheckInInputSchema>;

/**
 * One number against the user's latest earlier check-in that recorded it (a waist measured every other week is
 * compared with the last one measured): `change` = this − previous, null when this check-in did not record it.
 */
export const checkInChangeSchema = z.object({
  previous: z.number(),
  previous_date: z.string(),
  change: z.number(),
});
export type CheckInChange = z.infer<typeof checkInChangeSchema>;

/**
 * A check-in as the coach reviews it: the user, the numbers against earlier check-ins (null when this check-in
 * has no such number or no earlier check-in has one), and the photos of the user's first check-in that has any
 * (`first`, to set beside this one's; null when there is none or it is this very check-in). Photo `url`s are the
 * coach's authenticated route, never a public path.
 */
export const coachCheckInSchema = z.object({
  check_in: checkInSchema,
  user: userSummarySchema,
  changes: z.object({
    bodyweight_kg: checkInChangeSchema.nullable(),
    waist_cm: checkInChangeSchema.nullable(),
  }),
  first: z.object({ id: z.number().int(), date: z.string(), photos: z.array(checkInPhotoSchema) }).nullable(),
});
export type CoachCheckIn = z.infer<typeof coachCheckInSchema>;

/** `GET /check-ins/to-review?page&per_page`: check-ins not yet reviewed, oldest first (date, then id). */
export const checkInQueueQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(CHECK_IN_QUEUE_PAGE_SIZE),
});
export type CheckInQueueQuery = z.input<typeof checkInQueueQuerySchema>;
export const coachCheckInPageSchema = paginated(coachCheckInSchema);
export type CoachCheckInPage = z.infer<typeof coachCheckInPageSchema>;

/** `GET /users/{id}/check-ins?page&per_page`: the user's check-ins, newest first, reviewed or not. */
export const userCheckInsQuerySchema = checkInQueueQuerySchema;
export type UserCheckInsQuery = z.input<typeof userCheckInsQuerySchema>;

/** A user whose check-in is overdue (`GET /check-ins/overdue`): longest overdue first. */
export const overdueCheckInSchema = z.object({
  user: userSummarySchema,
  weekday: z.enum(WEEKDAYS),
  every_weeks: z.number().int(),
  /** The earliest due date no check-in met. */
  due_on: z.string(),
  /** The date of the user's latest check-in, null when none. */
  last_check_in_on: z.string().nullable(),
});
export type OverdueCheckIn = z.infer<typeof overdueCheckInSchema>;
export const overdueCheckInQuerySchema = checkInQueueQuerySchema;
export type OverdueCheckInQuery = z.input<typeof overdueCheckInQuerySchema>;
export const overdueCheckInPageSchema = paginated(overdueCheckInSchema);
export type OverdueCheckInPage = z.infer<typeof overdueCheckInPageSchema>;

/** The two lists' titles and meanings: the dashboard's cards and the Check-ins page say the same. */
export const checkInListTexts = {
  to_review: {
    title: 'Check-ins to review',
    meaning: 'Check-ins no coach has reviewed yet, oldest first',
  },
  overdue: {
    title: 'Overdue check-ins',
    meaning: `Users whose check-in is due by their cadence and not received ${CHECK_IN_OVERDUE_AFTER_DAYS * 24} hours later`,
  },
} as const;

/** The Check-ins page's filters (`?status=` in the panel's URL): the queue, or the overdue users. */
export const checkInStatuses = ['to_review', 'overdue'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];
