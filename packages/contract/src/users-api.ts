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
} as const;

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
export const userListQuerySchema = userFilterQuerySchema.extend({
  page: pageParam,
  per_page: perPageParam(USERS_PAGE_SIZE),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/**
 * A users search counts its matches exactly up to this many; a broader term answers `total_is_lower_bound: true`
 * with `total` the number of users it matches at least, and `next_page_url` until the last page (every page
 * stays reachable). Counting every match of a broad term costs a walk over most of the table on every keystroke.
 */
export const USER_SEARCH_EXACT_TOTAL_LIMIT = 10_000;

/** The users list page; `total_is_lower_bound` only on a search past USER_SEARCH_EXACT_TOTAL_LIMIT. */
export const userPageSchema = paginated(userSchema).extend({
  total_is_lower_bound: z.literal(true).optional(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** A program of a user, with when it was assigned. */
export const userProgramSchema = programSummarySchema.extend({
  assigned_at: z.string(),
  /** The assignment (issue 22): day 1 of week 1, linked or personal copy, the first day after the program. */
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
