import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_WINDOW_DAYS, type UserAttention } from '@coachboard/contract';
import { users } from '../../db/schema/index.js';

/** Today's calendar date in UTC: the day the assignments' dates are measured from. */
export const utcToday = sql`((now() at time zone 'UTC')::date)`;
const windowEnd = sql`(${utcToday} + ${sql.raw(String(DASHBOARD_WINDOW_DAYS))})`;
const activeAppUser = sql`${users.role} = 'user' and ${users.deletedAt} is null`;

/**
 * The users of the dashboard's user cards, as conditions on `users` (issue 23). The users list's `attention`
 * filter and the dashboard's counts both use these very conditions, so a count and its list agree.
 *
 * - program_ending: active app users (role user, not deleted) whose LAST assignment in a live program ends within
 *   (today, today + 7]: `ends_on` (the first day after the program, start_date + duration_weeks * 7) is at most
 *   7 days ahead, and nothing of theirs ends later. (An assignment starting on or after that ends_on ends at
 *   least a week later, so "nothing ends later" also rules out a next program.)
 * - no_current_program: active app users with no assignment in a live program covering today
 *   (start_date <= today < ends_on).
 * - new: app users, not deleted, created in the last 7 days.
 *
 * "Today" is the UTC date of the statement's start. Trashed programs count as not assigned.
 */
export const userAttentionConditions: Record<UserAttention, SQL> = {
  program_ending: sql`${activeAppUser} and ${users.id} in (
      select ending.user_id from program_users ending
      join training_programs ending_program on ending_program.id = ending.training_program_id
      where ending.ends_on > ${utcToday} and ending.ends_on <= ${windowEnd})
    and not exists (
      select 1 from program_users later
      join training_programs later_program on later_program.id = later.training_program_id
      where later.user_id = ${users.id} and later.ends_on > ${windowEnd})`,
  no_current_program: sql`${activeAppUser} and not exists (
      select 1 from program_users current_assignment
      join training_programs current_program on current_program.id = current_assignment.training_program_id
      where current_assignment.user_id = ${users.id} and current_assignment.ends_on > ${utcToday}
        and current_assignment.start_date <= ${utcToday})`,
  new: sql`${activeAppUser} and ${users.createdAt} >= now() - ${sql.raw(`interval '${DASHBOARD_WINDOW_DAYS} days'`)}`,
};
