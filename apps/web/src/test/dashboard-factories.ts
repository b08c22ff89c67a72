import type { Dashboard, DashboardCardKey } from '@coachboard/contract';

const noCounts: Record<DashboardCardKey, number> = {
  programs_ending: 0,
  no_current_program: 0,
  empty_training_days: 0,
  unanswered_support_posts: 0,
  new_users: 0,
  no_nutrition_targets: 0,
  compliance_dropped: 0,
  failed_sign_ins: 0,
  check_ins_to_review: 0,
  overdue_check_ins: 0,
};

/**
 * A `GET /dashboard` answer: every count 0 but those given (the bell and the dashboard page both read it), each
 * unread while above 0 (as before any 'Mark all read') unless `unread` says otherwise.
 */
export const createDashboard = (
  counts: Partial<Record<DashboardCardKey, number>> = {},
  unread: Partial<Record<DashboardCardKey, boolean>> = {},
): Dashboard => {
  const all = { ...noCounts, ...counts };
  return {
    counts: all,
    unread: Object.fromEntries(
      Object.entries(all).map(([key, count]) => [key, unread[key as DashboardCardKey] ?? count > 0]),
    ) as Record<DashboardCardKey, boolean>,
    generated_at: '2026-11-26T09:30:00.000Z',
  };
};
