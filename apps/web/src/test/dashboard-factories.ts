import type { Dashboard, DashboardCardKey } from '@coachboard/contract';

const noCounts: Record<DashboardCardKey, number> = {
  programs_ending: 0,
  no_current_program: 0,
  empty_training_days: 0,
  unanswered_support_posts: 0,
  new_users: 0,
  failed_sign_ins: 0,
};

/** A `GET /dashboard` answer: every count 0 but those given (the bell and the dashboard page both read it). */
export const createDashboard = (counts: Partial<Record<DashboardCardKey, number>> = {}): Dashboard => ({
  counts: { ...noCounts, ...counts },
  generated_at: '2026-11-26T09:30:00.000Z',
});
