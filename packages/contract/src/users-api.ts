import { z } from 'zod';
import { storedFileSchema } from './files.js';
import { attentionParam, userAttentionValues } from './dashboard.js';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import { programSummarySchema } from './programs.js';
import { staleUpdateMessage } from './stale-update.js';
import { USERS_PAGE_SIZE, userSchema } from './users.js';

/** Program picker on the user screens: 60 programs a page (spec part 2 section 9). */
export const PROGRAM_PICKER_PAGE_SIZE = 60;

export const userApiMessages = {
  isActiveInvalid: 'is_active must be true or false',
  staleUpdate: staleUpdateMessage('user'),
  sortInvalid: 'sort must be ends_on or compliance_7d',
  sortNeedsProgramEnding: 'sort=ends_on needs attention=program_ending',
  /** A role that may not read a user's compliance (moderators) may neither sort nor filter by it. */
  complianceForbidden: 'Only coaches and owners may sort or filter users by compliance',
} as const;

/**
 * The users list's other orders (the list is newest first otherwise): `ends_on` lists the users of the 'Programs
 * ending soon' card by the end of their program, soonest first; `compliance_7d` lists users by their kept 7-day
 * compliance, lowest first (who is slipping), users with no figure (nothing prescribed in the week) last. The
 * compliance order needs a role that may read compliance (`coaching.getCompliance`): 403 otherwise.
 */
export const userListSorts = ['ends_on', 'compliance_7d'] as const;
/** Sorting or filtering by these reads training data: coaches and owners only. */
export const COMPLIANCE_LIST_PERMISSION = 'coaching.getCompliance' as const;
export type UserListSort = (typeof userListSorts)[number];

const booleanText = z
  .enum(['true', 'false', '1', '0'], { error: userApiMessages.isActiveInvalid })
  .transform((value) => value === 'true' || value === '1');

/** The list filter: active users, inactive (soft-deleted) users, or both. */
export const userStatusFilters = ['active', 'inactive', 'all'] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];

export const statusFilterToIsActive = (filter: UserStatusFilter) =>
  filter === 'all' ? undefined : filter === 'active';

/**
 * Filters shared by the list, the CSV export and bulk delete's "all matching"; `attention` is a dashboard card's
 * users (see dashboard.ts).
 */
export const userFilterQuerySchema = z.object({
  search: optionalSearchTerm,
  is_active: optionalQueryValue(booleanText),
  attention: attentionParam(userAttentionValues),
});
export type UserFilterQuery = z.input<typeof userFilterQuerySchema>;

/**
 * `GET /users?page&search&is_active&attention` (50 a page, newest first). search: first name, last name, full
 * name or e-mail contains the term (case-insensitive); is_active absent lists active and deleted users alike;
 * attention: the users a dashboard card counts (see dashboard.ts).
 */
export const userListQuerySchema = userFilterQuerySchema
  .extend({
    page: pageParam,
    per_page: perPageParam(USERS_PAGE_SIZE),
    sort: optionalQueryValue(z.enum(userListSorts, { error: userApiMessages.sortInvalid })),
  })
  .superRefine((query, context) => {
    if (query.sort === 'ends_on' && query.attention !== 'program_ending') {
      context.addIssue({ code: 'custom', path: ['sort'], message: userApiMessages.sortNeedsProgramEnding });
    }
  });
export type UserListQuery = z.input<typeof userListQuerySchema>;

/**
 * A users search counts its matches exactly up to this many; a broader term answers `total_is_lower_bound: true`
 * with `total` the number of users it matches at least, and `next_page_url` until the last page (every page
 * stays reachable). Counting every match of a broad term costs a walk over most of the table on every keystroke.
 */
export const USER_SEARCH_EXACT_TOTAL_LIMIT = 10_000;

/** A program of an attention fact: its id and name. */
const factProgramSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Why a user is on a dashboard card's list, sent on each row of `GET /users?attention=...`. Dates are calendar
 * dates (YYYY-MM-DD). `ends_on` is the first day after the program (as everywhere in the API) and `last_day` the
 * program's last day (ends_on - 1), the one a coach reads as "ends on".
 * - program_ending: the assignment that ends soon (the user's last one).
 * - no_current_program: the latest assignment that has ended (null: none) and the next one that has not
 *   started yet (null: none).
 * - new: when the user joined (their created_at).
 */
export const userAttentionFactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('program_ending'),
    program: factProgramSchema,
    ends_on: z.string(),
    last_day: z.string(),
  }),
  z.object({
    kind: z.literal('no_current_program'),
    last_program: factProgramSchema.extend({ ends_on: z.string(), last_day: z.string() }).nullable(),
    next_program: factProgramSchema.extend({ start_date: z.string() }).nullable(),
  }),
  z.object({ kind: z.literal('new'), joined_at: z.string() }),
  /** compliance_dropped: the kept 7- and 30-day compliance (percent) and the last training day scheduled. */
  z.object({
    kind: z.literal('compliance_dropped'),
    compliance_7d: z.number(),
    compliance_30d: z.number(),
    last_training_day: z.string(),
  }),
]);
export type UserAttentionFact = z.infer<typeof userAttentionFactSchema>;

/**
 * The users list's texts for a dashboard card's facts and for team accounts a search matches. Dates come
 * formatted by the panel.
 */
export const userListMessages = {
  factHeader: {
    program_ending: 'Program ending',
    no_current_program: 'Last program',
    new: 'Joined',
    no_nutrition_targets: 'Joined',
    compliance_dropped: 'Compliance drop',
  },
  /** The list's column of kept 7-day compliance (coaches and owners), and its order. */
  complianceHeader: '7-day compliance',
  complianceSortedHint: 'lowest first',
  /** '75%', or '—' for a user with nothing prescribed in the week. */
  compliancePercent: (percent: number | null | undefined) => (percent == null ? '—' : `${percent}%`),
  complianceDrop: (sevenDay: number, thirtyDay: number) =>
    `${sevenDay}% over 7 days, ${thirtyDay}% over 30 days`,
  lastTrainingDay: (date: string) => `Last training day ${date}`,
  lastDay: (date: string) => `Last day ${date}`,
  ended: (date: string) => `Ended ${date}`,
  joined: (date: string) => `Joined ${date}`,
  noProgramYet: 'No program yet',
  /** The order of the 'Programs ending soon' list: its own (newest users first) or by end date. */
  sortGroup: 'Order',
  sortLabels: {
    joined: 'Newest first',
    ends_on: 'Ending soonest',
    compliance_7d: 'Lowest 7-day compliance first',
  },
  nextProgram: (name: string, date: string) => `Next: ${name}, starts ${date}`,
  /** 'jane@x.com' matches a team account; the panel adds where team accounts are. */
  teamMemberMatches: (term: string, count: number, formattedCount: string) =>
    count === 1 ? `'${term}' matches a team account` : `'${term}' matches ${formattedCount} team accounts`,
  seeTeam: 'see Team',
  teamOwnersOnly: "team accounts are on the Team page, which the team's owners manage",
} as const;

/**
 * How the user page tells an assignment's dates apart: the start date is day 1 of week 1 for the user, the
 * assigned date when an admin assigned it.
 */
export const userProgramMessages = {
  starts: (date: string) => `Starts ${date}`,
  started: (date: string) => `Started ${date}`,
  assigned: (date: string) => `Assigned ${date}`,
} as const;

/**
 * A row of the users list: the user, and with an `attention` filter the fact behind the card. `compliance_7d`:
 * the user's kept 7-day compliance (percent, one decimal; null when nothing was prescribed in the week or not yet
 * measured), sent to coaches and owners only (left out for moderators: it is training data).
 */
export const userListItemSchema = userSchema.extend({
  attention_fact: userAttentionFactSchema.optional(),
  compliance_7d: z.number().nullable().optional(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/**
 * The users list page; `total_is_lower_bound` only on a search past USER_SEARCH_EXACT_TOTAL_LIMIT;
 * `team_member_matches` with a search: how many team accounts (listed on the Team page, never here) have an
 * e-mail containing the term.
 */
export const userPageSchema = paginated(userListItemSchema).extend({
  total_is_lower_bound: z.literal(true).optional(),
  team_member_matches: z.number().int().nonnegative().optional(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** A program of a user, with when it was assigned. */
export const userProgramSchema = programSummarySchema.extend({
  assigned_at: z.string(),
  /** The assignment: day 1 of week 1, linked or personal copy, the first day after the program. */
  start_date: z.string().optional(),
  mode: z.enum(['linked', 'copy']).optional(),
  ends_on: z.string().optional(),
});
export type UserProgram = z.infer<typeof userProgramSchema>;

/** `GET /users/{id}/programs` answer data: the user and their programs, latest assignment first. */
export const userWithProgramsSchema = userSchema.extend({ programs: z.array(userProgramSchema) });
export type UserWithPrograms = z.infer<typeof userWithProgramsSchema>;

/** `GET /training-programs/search?page&search`: name contains the term; 60 a page, newest first. */
export const programPickerQuerySchema = z.object({
  page: pageParam,
  search: optionalSearchTerm,
});
export type ProgramPickerQuery = z.input<typeof programPickerQuerySchema>;

export const programPickerPageSchema = z.object({
  data: z.array(programSummarySchema),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
});
export type ProgramPickerPage = z.infer<typeof programPickerPageSchema>;

/** More picker pages exist only when the total is over one page and pages remain (spec part 2 section 9). */
export const programPickerHasMore = (page: { total: number; current_page: number; last_page: number }) =>
  page.total > PROGRAM_PICKER_PAGE_SIZE && page.current_page < page.last_page;

/** `POST /files/users/{id}/upload-profile-image` answer data. */
export const profileImageUploadSchema = storedFileSchema.extend({ user: userSchema });
export type ProfileImageUpload = z.infer<typeof profileImageUploadSchema>;

/** Columns of `GET /users/export` (CSV), in order. */
export const userExportColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'height',
  'role',
  'status',
  'created_at',
  'deleted_at',
] as const;
