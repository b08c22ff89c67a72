import { z } from 'zod';
import { addDays, daysBetween } from './assignments.js';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
/** The longest gap between check-ins a coach may set. */
export const CHECK_IN_EVERY_WEEKS_MAX = 8;

export const checkInScheduleMessages = {
  weekdayInvalid: `weekday must be one of ${WEEKDAYS.join(', ')}, or null for no check-ins`,
  everyWeeksRange: `every_weeks must be a whole number from 1 to ${CHECK_IN_EVERY_WEEKS_MAX}`,
  saved: 'Check-in schedule saved',
  cleared: 'Check-in schedule removed',
} as const;

/**
 * `PUT /users/{id}/check-in-schedule`: a weekday and every N weeks (1 when left out), or `weekday: null` for no
 * scheduled check-ins.
 */
export const checkInScheduleInputSchema = z.object({
  weekday: z.enum(WEEKDAYS, { error: checkInScheduleMessages.weekdayInvalid }).nullable(),
  every_weeks: z
    .number({ error: checkInScheduleMessages.everyWeeksRange })
    .int(checkInScheduleMessages.everyWeeksRange)
    .min(1, checkInScheduleMessages.everyWeeksRange)
    .max(CHECK_IN_EVERY_WEEKS_MAX, checkInScheduleMessages.everyWeeksRange)
    .optional(),
});
export type CheckInScheduleInput = z.infer<typeof checkInScheduleInputSchema>;

/**
 * A user's check-in cadence: all null when none is set. `starts_on` is the first check-in day (the weekday on or
 * after the day the schedule was set), the one every N weeks counts from; `next_due_on` the next one from today.
 */
export const checkInScheduleSchema = z.object({
  weekday: z.enum(WEEKDAYS).nullable(),
  every_weeks: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  next_due_on: z.string().nullable(),
});
export type CheckInSchedule = z.infer<typeof checkInScheduleSchema>;

/** ISO weekday of a calendar date, Monday first (2026-03-02 is a Monday). */
const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The first date on or after `from` that falls on `weekday`. */
export const firstWeekdayOnOrAfter = (from: string, weekday: Weekday) => {
  const gap = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, gap);
};

/** The first check-in day on or after `today` of a schedule that starts on `startsOn` and repeats every N weeks. */
export const nextCheckInDue = (startsOn: string, everyWeeks: number, today: string) => {
  const passed = daysBetween(startsOn, today);
  if (passed <= 0) return startsOn;
  const period = everyWeeks * 7;
  return addDays(startsOn, Math.ceil(passed / period) * period);
};
