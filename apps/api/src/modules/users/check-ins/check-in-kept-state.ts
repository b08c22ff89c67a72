import { sql } from 'drizzle-orm';
import { bigint, boolean, date, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { CHECK_IN_OVERDUE_AFTER_DAYS, type Weekday } from '@coachboard/contract';
import { checkIns } from '../../../db/schema/index.js';
import { utcToday } from '../user-attention.js';

/**
 * check_in_schedules as the overdue list reads it: the trigger-kept columns of migration 0042 (the user's latest
 * check-in date, the earliest unmet due date, whether the user is an active app user) that the Drizzle table
 * leaves out, because no write sets them. Read only.
 */
export const keptSchedules = pgTable('check_in_schedules', {
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  weekday: text('weekday').$type<Weekday>().notNull(),
  everyWeeks: smallint('every_weeks').notNull(),
  lastCheckInOn: date('last_check_in_on', { mode: 'string' }),
  unmetDueOn: date('unmet_due_on', { mode: 'string' }).notNull(),
  userActive: boolean('user_active').notNull(),
});

/**
 * The dashboard's two check-in cards' records, each read by its list and by the count alike:
 *
 * - to review: check-ins with no review yet, of active app users (`check_ins.user_active`, kept by 0042's
 *   triggers): exactly the entries of check_ins_to_review_idx, oldest first.
 * - overdue: active app users whose earliest unmet due date (`unmet_due_on`) is at least
 *   CHECK_IN_OVERDUE_AFTER_DAYS (48 hours) before today (UTC): a range of check_in_schedules_overdue_idx.
 */
export const checkInsToReview = {
  table: checkIns,
  where: sql`${checkIns.reviewedAt} is null and ${sql.raw('"check_ins"."user_active"')}`,
};

export const overdueCheckIns = {
  table: keptSchedules,
  where: sql`${keptSchedules.userActive}
    and ${keptSchedules.unmetDueOn} <= ${utcToday} - ${sql.raw(String(CHECK_IN_OVERDUE_AFTER_DAYS))}`,
};
