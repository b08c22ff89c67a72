import { eq } from 'drizzle-orm';
import {
  firstWeekdayOnOrAfter,
  nextCheckInDue,
  type CheckInSchedule,
  type CheckInScheduleInput,
} from '@coachboard/contract';
import { checkInSchedules } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';

const NO_SCHEDULE: CheckInSchedule = { weekday: null, every_weeks: null, starts_on: null, next_due_on: null };

export const findCheckInSchedule = async (
  db: Queryable,
  userId: number,
  today: string,
): Promise<CheckInSchedule> => {
  const [row] = await db.select().from(checkInSchedules).where(eq(checkInSchedules.userId, userId));
  if (!row) return NO_SCHEDULE;
  return {
    weekday: row.weekday,
    every_weeks: row.everyWeeks,
    starts_on: row.startsOn,
    next_due_on: nextCheckInDue(row.startsOn, row.everyWeeks, today),
  };
};

/**
 * Sets (or with `weekday: null` removes) a user's cadence. Every N weeks counts from the first such weekday on or
 * after today, so a new schedule's first check-in is never in the past.
 */
export const saveCheckInSchedule = async (
  db: Queryable,
  userId: number,
  input: CheckInScheduleInput,
  coachId: number | null,
  today: string,
) => {
  if (input.weekday === null) {
    await db.delete(checkInSchedules).where(eq(checkInSchedules.userId, userId));
    return;
  }
  const values = {
    weekday: input.weekday,
    everyWeeks: input.every_weeks ?? 1,
    startsOn: firstWeekdayOnOrAfter(today, input.weekday),
    updatedBy: coachId,
    updatedAt: new Date(),
  };
  await db
    .insert(checkInSchedules)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: checkInSchedules.userId, set: values });
};
