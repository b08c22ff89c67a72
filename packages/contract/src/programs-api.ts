import { z } from 'zod';
import { storedFileSchema } from './files.js';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import {
  AVAILABLE_USERS_PAGE_SIZE,
  difficultyLevels,
  programApiMessages,
  programSummarySchema,
  programTypes,
  TRAINING_WEEKS_PAGE_SIZE,
} from './programs.js';
import { userSummarySchema } from './users.js';

/**
 * The programs list shows every program but personal copies; `kind=personal_copies` shows only those.
 */
export const programListKinds = ['personal_copies'] as const;
export type ProgramListKind = (typeof programListKinds)[number];

/** `GET /training-programs?page&search&program_type&difficulty_level&kind` (30 a page). */
export const programListQuerySchema = z.object({
  page: pageParam,
  kind: optionalQueryValue(z.enum(programListKinds, { error: 'kind must be personal_copies' })),
  search: optionalSearchTerm,
  program_type: optionalQueryValue(z.enum(programTypes, { error: programApiMessages.invalidProgramType })),
  difficulty_level: optionalQueryValue(
    z.enum(difficultyLevels, { error: programApiMessages.invalidDifficultyLevel }),
  ),
});
export type ProgramListQuery = z.input<typeof programListQuerySchema>;

/** `GET /training-programs/admin-search?searchTerm&page` (30 a page); an empty term lists every program. */
export const programSearchQuerySchema = z.object({
  page: pageParam,
  searchTerm: optionalSearchTerm,
});
export type ProgramSearchQuery = z.input<typeof programSearchQuerySchema>;

/** `GET /training-programs/{id}/training-weeks?page&per_page` (defaults 1 and 15, per_page capped at 100). */
export const trainingWeeksQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(TRAINING_WEEKS_PAGE_SIZE),
});
export type TrainingWeeksQuery = z.input<typeof trainingWeeksQuerySchema>;

/**
 * `GET /training-programs/{id}/available-users` and `/assigned-users`: searched by first name, last name or
 * e-mail (case-insensitive substring), paged (default 20, capped at 100).
 */
export const programUsersQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(AVAILABLE_USERS_PAGE_SIZE),
  search: optionalSearchTerm,
});
export type ProgramUsersQuery = z.input<typeof programUsersQuerySchema>;

/**
 * The available-users picker counts its matches exactly up to this many (counting 200,000 users on every
 * keystroke is not worth it); beyond, `total_is_lower_bound` is true and `total` is how many there are at least.
 * `next_page_url` is always exact, so paging reaches every row, and the last page has the exact total.
 */
export const USER_PICKER_EXACT_TOTAL_LIMIT = 100;

/** `available-users` and `assigned-users` answer data: the paginator, flagged when its total is a lower bound. */
export const userPickerPageSchema = paginated(userSummarySchema).extend({
  total_is_lower_bound: z.literal(true).optional(),
});
export type UserPickerPage = z.infer<typeof userPickerPageSchema>;

/** `POST /files/training-programs/{id}/upload-program-image` answer data. */
export const programImageUploadSchema = storedFileSchema.extend({
  training_program: programSummarySchema,
});
export type ProgramImageUpload = z.infer<typeof programImageUploadSchema>;
