import { z } from 'zod';
import { checkInListTexts } from './check-in-review.js';
import { COMPLIANCE_DROP_POINTS } from './compliance.js';
import { optionalQueryValue } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import { mayCall, TEAM_ACTIVITY_PERMISSION, type PermissionKey } from './permissions.js';
import type { TeamRole } from './team-roles.js';

/**
 * The admin's "needs attention" dashboard: each card is a count of records with a one-line meaning and
 * a link to the ordinary list that shows exactly those records, its filter in the URL. `GET /dashboard` answers
 * every count in one request; the lists behind the links take the same filter (`attention`).
 */
export const DASHBOARD_WINDOW_DAYS = 7;
export const FAILED_SIGN_IN_HOURS = 24;

export const dashboardCardKeys = [
  'programs_ending',
  'no_current_program',
  'empty_training_days',
  'unanswered_support_posts',
  'new_users',
  'no_nutrition_targets',
  'compliance_dropped',
  'failed_sign_ins',
  'check_ins_to_review',
  'overdue_check_ins',
] as const;
export type DashboardCardKey = (typeof dashboardCardKeys)[number];

const cardCount = z.number().int().nonnegative();

export const dashboardSchema = z.object({
  /** One count per card the member's role may read (`dashboardCardKeysFor`); the others are left out. */
  counts: z.object({
    programs_ending: cardCount,
    no_current_program: cardCount,
    empty_training_days: cardCount,
    unanswered_support_posts: cardCount,
    new_users: cardCount,
    no_nutrition_targets: cardCount.optional(),
    compliance_dropped: cardCount.optional(),
    failed_sign_ins: cardCount.optional(),
    check_ins_to_review: cardCount.optional(),
    overdue_check_ins: cardCount.optional(),
  } satisfies Record<DashboardCardKey, z.ZodType>),
  /**
   * For each card in `counts`: whether its count is above what the signed-in member last marked read (the bell's
   * 'Mark all read', `PUT /dashboard/read-marks`); before any mark, whether it is above 0. The bell shows its dot
   * while any is true.
   */
  unread: z.object({
    programs_ending: z.boolean(),
    no_current_program: z.boolean(),
    empty_training_days: z.boolean(),
    unanswered_support_posts: z.boolean(),
    new_users: z.boolean(),
    no_nutrition_targets: z.boolean().optional(),
    compliance_dropped: z.boolean().optional(),
    failed_sign_ins: z.boolean().optional(),
    check_ins_to_review: z.boolean().optional(),
    overdue_check_ins: z.boolean().optional(),
  } satisfies Record<DashboardCardKey, z.ZodType>),
  /** When the counts were taken (ISO); "today" for the date rules is this instant's UTC date. */
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * `PUT /dashboard/read-marks` ('Mark all read'): the counts the member saw, kept as the account's marks until the
 * next mark. Marks are counts, not records: a count that falls and rises again to its mark shows nothing new.
 */
export const dashboardReadMarksSchema = z.object({ counts: dashboardSchema.shape.counts });
export type DashboardReadMarks = z.infer<typeof dashboardReadMarksSchema>;

/**
 * The `attention` filter each list takes (query parameter `attention=<value>`), by the list it belongs to:
 * users (`GET /users`), training days (`GET /training-days/empty`), posts (`GET /posts`), audit (`GET /audit`).
 */
export const userAttentionValues = [
  'program_ending',
  'no_current_program',
  'new',
  'no_nutrition_targets',
  'compliance_dropped',
] as const;
export type UserAttention = (typeof userAttentionValues)[number];
export const postAttentionValues = ['unanswered_support'] as const;
export type PostAttention = (typeof postAttentionValues)[number];
export const auditAttentionValues = ['failed_sign_ins'] as const;
export type AuditAttention = (typeof auditAttentionValues)[number];

export const attentionMessages = {
  invalid: (values: readonly string[]) => `attention must be one of: ${values.join(', ')}`,
} as const;

/** The optional `attention` query parameter of a list; empty means no filter, anything else unknown is a 422. */
export const attentionParam = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  optionalQueryValue(z.enum(values, { error: attentionMessages.invalid(values) }));

/** Empty training days are listed 50 a page, in the order they were made (day id). */
export const EMPTY_TRAINING_DAYS_PAGE_SIZE = 50;

/** A training day (not a rest day) with no exercises, in a live program that has users (`GET /training-days/empty`). */
export const emptyTrainingDaySchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  program_name: z.string(),
  week_id: z.number().int(),
  week_number: z.number().int(),
  day_number: z.number().int(),
  /** How many users follow the program. */
  users_count: z.number().int(),
});
export type EmptyTrainingDay = z.infer<typeof emptyTrainingDaySchema>;

/** `GET /training-days/empty?page&per_page`. */
export const emptyTrainingDayListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(EMPTY_TRAINING_DAYS_PAGE_SIZE),
});
export type EmptyTrainingDayListQuery = z.input<typeof emptyTrainingDayListQuerySchema>;
export const emptyTrainingDayPageSchema = paginated(emptyTrainingDaySchema);
export type EmptyTrainingDayPage = z.infer<typeof emptyTrainingDayPageSchema>;

/** The card's texts and where its link goes (panel path with the list's filter), shared by the panel and tests. */
export const dashboardCards: Record<
  DashboardCardKey,
  {
    title: string;
    meaning: string;
    path: string;
    /** What the list shows, one and many: its link reads 'See the user' / 'See the 3 users'. */
    records: { one: string; other: string };
    /** The route a role must be allowed to call to see the card (its count is left out of the answer otherwise). */
    requires?: PermissionKey;
  }
> = {
  programs_ending: {
    title: 'Programs ending soon',
    meaning: `Users whose program ends within ${DASHBOARD_WINDOW_DAYS} days, with nothing assigned after it`,
    path: '/admin/users?attention=program_ending',
    records: { one: 'user', other: 'users' },
  },
  no_current_program: {
    title: 'No current program',
    meaning: 'Active users who follow no program today',
    path: '/admin/users?attention=no_current_program',
    records: { one: 'user', other: 'users' },
  },
  empty_training_days: {
    title: 'Empty training days',
    meaning: 'Training days with no exercises, in programs that have users',
    path: '/admin/attention/empty-training-days',
    records: { one: 'training day', other: 'training days' },
  },
  unanswered_support_posts: {
    title: 'Unanswered support posts',
    meaning: 'Support posts no admin has replied to, oldest first',
    path: '/admin/community?attention=unanswered_support',
    records: { one: 'post', other: 'posts' },
  },
  new_users: {
    title: 'New users',
    meaning: `Users who joined in the last ${DASHBOARD_WINDOW_DAYS} days`,
    path: '/admin/users?attention=new',
    records: { one: 'user', other: 'users' },
  },
  no_nutrition_targets: {
    title: 'Active users without nutrition targets',
    meaning: 'Active users with no nutrition targets set',
    path: '/admin/users?attention=no_nutrition_targets',
    records: { one: 'user', other: 'users' },
    // Nutrition is coaching data: moderators see neither the count nor who has targets.
    requires: 'nutrition.getTargets',
  },
  compliance_dropped: {
    title: 'Compliance dropped',
    meaning: `Users whose 7-day compliance is at least ${COMPLIANCE_DROP_POINTS} points below their 30-day compliance, among users with a training day in the last 7 days`,
    path: '/admin/users?attention=compliance_dropped',
    records: { one: 'user', other: 'users' },
    // Compliance is training data: moderators see neither the count nor who slipped.
    requires: 'coaching.getCompliance',
  },
  failed_sign_ins: {
    title: 'Failed sign-ins',
    meaning: `Failed admin sign-ins in the last ${FAILED_SIGN_IN_HOURS} hours`,
    path: '/admin/activity?attention=failed_sign_ins',
    records: { one: 'failed sign-in', other: 'failed sign-ins' },
    // Members' sign-ins are the Team page's: other roles see neither the count nor the entries.
    requires: TEAM_ACTIVITY_PERMISSION,
  },
  check_ins_to_review: {
    ...checkInListTexts.to_review,
    path: '/admin/check-ins?status=to_review',
    records: { one: 'check-in', other: 'check-ins' },
    // A client's check-ins are coaching data: moderators see neither the count nor the queue.
    requires: 'users.listCheckInsToReview',
  },
  overdue_check_ins: {
    ...checkInListTexts.overdue,
    path: '/admin/check-ins?status=overdue',
    records: { one: 'user', other: 'users' },
    requires: 'users.listOverdueCheckIns',
  },
};

/** The cards a team role sees, in their order. */
export const dashboardCardKeysFor = (role: TeamRole | null | undefined): DashboardCardKey[] =>
  dashboardCardKeys.filter((key) => {
    const required = dashboardCards[key].requires;
    return required === undefined || mayCall(role, required);
  });

export const dashboardMessages = {
  title: 'Dashboard',
  loadFailed: 'The dashboard could not be loaded',
  allClear: 'Nothing needs attention',
  emptyDaysTitle: 'Empty training days',
  emptyDaysNone: 'No empty training days',
  /** The bell's dropdown (spec part 1, Shell: "a notifications dropdown ('Notification', 'Mark all read', ...)"). */
  notificationTitle: 'Notification',
  markAllRead: 'Mark all read',
  /**
   * A card's link, a sentence with a proper plural: 'See the user', 'See the 1,204 users'; 'Open the list' at 0.
   * `formattedCount` is the count as the panel writes numbers.
   */
  seeRecords: (count: number, formattedCount: string, records: { one: string; other: string }) =>
    count === 0
      ? 'Open the list'
      : count === 1
        ? `See the ${records.one}`
        : `See the ${formattedCount} ${records.other}`,
} as const;
