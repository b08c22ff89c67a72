import { z } from 'zod';
import { pageParam, paginated, perPageParam } from './envelope.js';
import { imageRefSchema, userSummarySchema } from './users.js';
import {
  AVAILABLE_USERS_PAGE_SIZE,
  difficultyLevels,
  programSummarySchema,
  programTypes,
  TRAINING_WEEKS_PAGE_SIZE,
  trainingDayDetailSchema,
} from './programs.js';

/** Messages of the programs API that the specification leaves open (issue 3). */
export const programApiMessages = {
  created: 'Program created successfully',
  updated: 'Program updated successfully',
  deleted: 'Program deleted successfully',
  invalidProgramType: 'The selected program type is invalid',
  invalidDifficultyLevel: 'The selected difficulty level is invalid',
  searchTooLong: 'Search term must not exceed 255 characters',
  imageUploaded: 'Image uploaded successfully',
  imageDeleted: 'Image deleted successfully',
  programIdMismatch: 'trainingProgramId must match the program in the address',
  imageTooManyPixels: 'Image dimensions are too large (at most 100 megapixels)',
} as const;

export const SEARCH_TERM_MAX = 255;
/** Decompression-bomb guard for uploads: images above this many pixels are refused before decoding. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Uploaded images are resized to fit inside this many pixels on each side. */
export const MAX_IMAGE_SIDE = 2048;

const MAX_NAMED_ITEMS = 10;
const listOf = (labels: string[]) => {
  const shown = labels.slice(0, MAX_NAMED_ITEMS);
  const rest = labels.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};
const theyHold = (count: number) => (count === 1 ? 'it holds' : 'they hold');

/** 409 when shortening a program would delete weeks that hold assigned exercises. */
export const weeksHoldExercisesMessage = (weekNumbers: number[]) =>
  `Cannot remove ${listOf(weekNumbers.map((n) => `Week ${n}`))}: ${theyHold(weekNumbers.length)} assigned exercises. Unassign them first.`;

/** 409 when re-marking training days would turn days with assigned exercises into rest days. */
export const daysHoldExercisesMessage = (absoluteDayNumbers: number[]) =>
  `Cannot turn ${listOf(absoluteDayNumbers.map((n) => `Day ${n}`))} into ${absoluteDayNumbers.length === 1 ? 'a rest day' : 'rest days'}: ${theyHold(absoluteDayNumbers.length)} assigned exercises. Unassign them first.`;

/** A missing or empty query value counts as "no filter". */
const optionalQueryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const searchTermSchema = z.string().trim().max(SEARCH_TERM_MAX, programApiMessages.searchTooLong);

/** `GET /training-programs?page&search&program_type&difficulty_level` (30 a page). */
export const programListQuerySchema = z.object({
  page: pageParam,
  search: optionalQueryValue(searchTermSchema),
  program_type: optionalQueryValue(z.enum(programTypes, { error: programApiMessages.invalidProgramType })),
  difficulty_level: optionalQueryValue(
    z.enum(difficultyLevels, { error: programApiMessages.invalidDifficultyLevel }),
  ),
});
export type ProgramListQuery = z.input<typeof programListQuerySchema>;

/** `GET /training-programs/admin-search?searchTerm&page` (30 a page); an empty term lists every program. */
export const programSearchQuerySchema = z.object({
  page: pageParam,
  searchTerm: optionalQueryValue(searchTermSchema),
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
  search: optionalQueryValue(searchTermSchema),
});
export type ProgramUsersQuery = z.input<typeof programUsersQuerySchema>;

/**
 * User pickers count matches exactly up to this many; above it `total` is PostgreSQL's estimate and
 * `total_is_estimate` is true (counting 200,000 users on every keystroke is not worth it). `next_page_url`
 * is always exact.
 */
export const USER_PICKER_EXACT_TOTAL_LIMIT = 100;

/** `available-users` and `assigned-users` answer data: the paginator plus `total_is_estimate`. */
export const userPickerPageSchema = paginated(userSummarySchema).extend({ total_is_estimate: z.boolean() });
export type UserPickerPage = z.infer<typeof userPickerPageSchema>;

/** A stored file as the API sends it. */
export const storedFileSchema = imageRefSchema.extend({
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `POST /files/training-programs/{id}/upload-program-image` answer data. */
export const programImageUploadSchema = storedFileSchema.extend({
  training_program: programSummarySchema,
});
export type ProgramImageUpload = z.infer<typeof programImageUploadSchema>;

/** An exercise assigned to a training day (a user exercise activity log), as the day detail sends it. */
export const trainingDayActivityLogSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  sets_data: z.unknown(),
  exercise: z.object({ id: z.number().int(), name: z.string() }),
});
export type TrainingDayActivityLog = z.infer<typeof trainingDayActivityLogSchema>;

/** `GET /training-programs/{programId}/training-weeks/{weekId}/training-days/{dayId}` answer data. */
export const trainingDayWithLogsSchema = trainingDayDetailSchema.extend({
  user_exercise_activity_logs: z.array(trainingDayActivityLogSchema),
});
export type TrainingDayWithLogs = z.infer<typeof trainingDayWithLogsSchema>;
