import { sql, type SQL } from 'drizzle-orm';
import { alias, bigint, boolean, date, pgTable } from 'drizzle-orm/pg-core';
import { COMPLIANCE_DROP_POINTS, DASHBOARD_WINDOW_DAYS, type UserAttention } from '@coachboard/contract';
import { users } from '../../db/schema/index.js';
import type { KeptTotal } from '../../lib/sql.js';

/** Today's calendar date in UTC: the day the assignments' dates are measured from. */
export const utcToday = sql`((now() at time zone 'UTC')::date)`;
export const windowEnd = sql`(${utcToday} + ${sql.raw(String(DASHBOARD_WINDOW_DAYS))})`;
const activeAppUser = sql`${users.role} = 'user' and ${users.deletedAt} is null`;

/** An assignment (alias) in a live program: migration 0030 keeps `program_in_trash` on program_users. */
const live = (alias: string) => sql.raw(`not ${alias}.program_in_trash`);

/** An assignment (`current_assignment`) in a live program covering today (start_date <= today < ends_on). */
const currentAssignment = sql`${live('current_assignment')}
        and current_assignment.ends_on > ${utcToday} and current_assignment.start_date <= ${utcToday}`;

/**
 * Spelled as migration 0040's partial index users_compliance_dropped_idx spells its predicate (the number a
 * literal, not a parameter), so the planner reads that index: a range of it by last training day.
 */
const complianceDropped = sql`${activeAppUser}
    and ${users.compliance7d} <= ${users.compliance30d} - ${sql.raw(String(COMPLIANCE_DROP_POINTS))}
    and ${users.lastTrainingDay} >= ${utcToday} - ${sql.raw(String(DASHBOARD_WINDOW_DAYS - 1))}`;

/** The user has a current assignment. */
const hasCurrentAssignment = sql`exists (
      select 1 from program_users current_assignment
      where current_assignment.user_id = ${users.id} and ${currentAssignment})`;

/**
 * The users of the dashboard's user cards, as conditions on `users`. The users list's `attention`
 * filter and the dashboard's counts both use these very conditions, so a count and its list agree.
 *
 * - program_ending: active app users (role user, not deleted) whose LAST assignment in a live program ends within
 *   (today, today + 7]: `ends_on` (the first day after the program, start_date + duration_weeks * 7) is at most
 *   7 days ahead, and nothing of theirs ends later. (An assignment starting on or after that ends_on ends at
 *   least a week later, so "nothing ends later" also rules out a next program.)
 * - no_current_program: active app users with no assignment in a live program covering today
 *   (start_date <= today < ends_on).
 * - new: app users, not deleted, created in the last 7 days.
 * - no_nutrition_targets: active app users with no live nutrition targets (migration 0043).
 * - compliance_dropped: active app users whose kept 7-day compliance is at least 20 points below their kept 30-day
 *   one, among those with a training day scheduled in the last 7 days (today - 6 .. today). The kept figures are
 *   the coaching module's (migration 0040, refreshed per logged workout and daily): no logged set is read.
 *
 * "Today" is the UTC date of the statement's start. Trashed programs count as not assigned: their assignments
 * carry `program_in_trash` (migration 0030's triggers), so every condition reads program_users alone, through
 * its partial indexes over live programs' assignments.
 */
export const userAttentionConditions: Record<UserAttention, SQL> = {
  program_ending: sql`${activeAppUser} and ${users.id} = any(array(
      select ending.user_id from program_users ending
      where ${live('ending')} and ending.ends_on > ${utcToday} and ending.ends_on <= ${windowEnd}))
    and not exists (
      select 1 from program_users later
      where later.user_id = ${users.id} and ${live('later')} and later.ends_on > ${windowEnd})`,
  no_current_program: sql`${activeAppUser} and not ${hasCurrentAssignment}`,
  new: sql`${activeAppUser} and ${users.createdAt} >= now() - ${sql.raw(`interval '${DASHBOARD_WINDOW_DAYS} days'`)}`,
  // The nutrition module's table, read by name as program_users is: the users list may not import that module.
  no_nutrition_targets: sql`${activeAppUser} and not exists (
      select 1 from user_nutrition_targets targets where targets.user_id = ${users.id})`,
  compliance_dropped: complianceDropped,
};

/**
 * Totals read another way than counting their condition, for the list's total and the dashboard's count alike:
 * "no current program" holds nearly every active app user, so it is the kept count of active app users
 * (`table_row_counts`, migration 0030) minus the active app users with a current assignment. Those are the
 * coverage changes kept up to today (migration 0049: per date, how many active app users' merged ranges of live
 * assignments start less how many stop), one row per distinct start or end date instead of every current
 * assignment counted distinct by user (59,900 at the member volume). Its list's rows still come from the
 * condition above (an anti-join per page row); the tests hold the two together.
 */
export const userAttentionTotals: Partial<Record<UserAttention, KeptTotal>> = {
  no_current_program: {
    counted: 'active_app_users',
    minus: sql`(select coalesce(sum(covered.delta), 0) from program_coverage_changes covered
      where covered.day <= ${utcToday})`,
  },
  // The active app users less those with live targets, kept by migration 0043's triggers: two rows read.
  no_nutrition_targets: {
    counted: 'active_app_users',
    minus: sql`(select kept.row_count from table_row_counts kept
      where kept.table_name = 'active_app_users_with_nutrition_targets')`,
  },
};

/**
 * program_users as the attention lists read it: the trigger-kept columns (migrations 0028 and 0030) the Drizzle
 * table leaves out, because no write sets them. Read only.
 */
const keptAssignments = pgTable('program_users', {
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  trainingProgramId: bigint('training_program_id', { mode: 'number' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  programInTrash: boolean('program_in_trash').notNull(),
  userActive: boolean('user_active').notNull(),
});

/** The 'Programs ending soon' list sorted by end date pages over these assignments (one per user). */
export const endingAssignments = alias(keptAssignments, 'ending');

/**
 * program_ending as a condition on the assignment that ends soon (`ending`), one row per user: the user's last
 * live assignment (ends_on, then program id, the highest) ends within (today, today + 7] and the user is an active
 * app user (`user_active`). The same users as `userAttentionConditions.program_ending`: their last assignment is
 * in the window exactly when one is and none ends after it. Served by program_users_active_ending_idx (0034).
 */
export const endingAssignmentCondition = sql`not ${endingAssignments.programInTrash}
    and ${endingAssignments.userActive}
    and ${endingAssignments.endsOn} > ${utcToday} and ${endingAssignments.endsOn} <= ${windowEnd}
    and not exists (
      select 1 from program_users later
      where later.user_id = ${endingAssignments.userId} and ${live('later')}
        and (later.ends_on, later.training_program_id)
          > (${endingAssignments.endsOn}, ${endingAssignments.trainingProgramId}))`;
