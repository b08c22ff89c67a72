import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboard-routes.js';

/**
 * The admin's "needs attention" dashboard: `GET /dashboard`, the counts of six cards. Each card's
 * records are defined once, by the module that owns them (users: `user-attention.ts`; training days:
 * `empty-days-repository.ts`; community: `unanswered-posts-repository.ts`; audit: `failed-sign-ins.ts`), and
 * both its list's `attention` filter and this count read that definition:
 *
 * - programs_ending: active app users (role user, not deleted) whose last assignment in a live program ends
 *   within (today, today + 7] (ends_on, the first day after it; one ending in exactly 7 days counts) with
 *   nothing of theirs ending later.
 * - no_current_program: active app users with no assignment in a live program covering today
 *   (start_date <= today < ends_on).
 * - empty_training_days: training days that are not rest days, with no live day exercises, in live programs
 *   with at least one active app user assigned.
 * - unanswered_support_posts: live support posts with no live comment by an admin.
 * - new_users: app users, not deleted, created in the last 7 days.
 * - failed_sign_ins: audit entries of action sign-in-failed in the last 24 hours.
 * - compliance_dropped: active app users whose kept 7-day compliance is at least 20 points below the 30-day one,
 *   with a training day in the last 7 days (users: `user-attention.ts`; the figures are coaching's, migration 0040).
 * - check_ins_to_review: check-ins with no review, of active app users (users: `check-in-kept-state.ts`).
 * - overdue_check_ins: active app users whose earliest unmet check-in due date (kept per cadence by migration
 *   0042) is at least 2 days (48 hours) before today (same file; the rule is the contract's check-in-review.ts).
 *
 * Today is the UTC date when the statement starts. `PUT /dashboard/read-marks` (the bell's 'Mark all read') keeps
 * the counts a panel account saw as its marks (`dashboard_read_marks`, one row per account); `GET /dashboard` says
 * per card whether its count is above the caller's mark (`unread`), read in the same statement. Register with
 * prefix '/api'.
 */
export const dashboardModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
};
