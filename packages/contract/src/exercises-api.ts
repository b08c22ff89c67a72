import { z } from 'zod';
import { listLabels } from './labels.js';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { pageParam, paginated } from './pagination.js';
import { idParam } from './path-params.js';
import { staleUpdateMessage } from './stale-update.js';
import {
  EXERCISE_SEARCH_FIRST_PAGE_SIZE,
  EXERCISE_SEARCH_PAGE_SIZE,
  exerciseListItemSchema,
  exerciseMessages,
  exerciseSchema,
  targetMuscleGroups,
} from './exercises.js';

export const exerciseApiMessages = {
  flagInvalid: (name: string) => `${name} must be true or false`,
  programAssigned: 'Exercise assigned to the program',
  programUnassigned: 'Exercise removed from the program',
  alreadyInProgram: 'Exercise is already assigned to this program',
  notInProgram: 'Exercise is not assigned to this program',
  staleUpdate: staleUpdateMessage('exercise'),
} as const;

/** 409 when a program-level unassign would take the exercise off training days of that program. */
export const exerciseOnProgramDaysMessage = (exerciseName: string, absoluteDayNumbers: number[]) =>
  `Cannot unassign ${exerciseName}: it is on ${listLabels(absoluteDayNumbers.map((n) => `Day ${n}`))} of this program. Remove it from ${absoluteDayNumbers.length === 1 ? 'that day' : 'those days'} first.`;

/** `true`/`1` and `false`/`0`; anything else is refused with a message naming the parameter. */
const queryFlag = (name: string) =>
  optionalQueryValue(
    z.preprocess(
      (value) =>
        value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
      z.boolean({ error: exerciseApiMessages.flagInvalid(name) }),
    ),
  );

/** `GET /exercises?page&search&is_at_home&is_gym_based&target_muscle_group` (15 a page, newest first). */
export const exerciseListQuerySchema = z.object({
  page: pageParam,
  search: optionalSearchTerm,
  is_at_home: queryFlag('is_at_home'),
  is_gym_based: queryFlag('is_gym_based'),
  target_muscle_group: optionalQueryValue(
    z.enum(targetMuscleGroups, { error: exerciseMessages.targetMuscleGroupInvalid }),
  ),
});
export type ExerciseListQuery = z.input<typeof exerciseListQuerySchema>;

/**
 * `GET /exercises/search?searchTerm&page[&training_day_id]`: by name, target muscle group, muscle group names
 * and location ('home', 'gym'), alphabetical. With `training_day_id` the exercises already on that day are
 * left out (the Manage Exercises dialog's available column).
 */
export const exerciseSearchQuerySchema = z.object({
  page: pageParam,
  searchTerm: optionalSearchTerm,
  training_day_id: optionalQueryValue(idParam),
});
export type ExerciseSearchQuery = z.input<typeof exerciseSearchQuerySchema>;

/** First page 60, later pages 15 (spec part 2 section 9). */
export const exerciseSearchPageSize = (page: number) =>
  page === 1 ? EXERCISE_SEARCH_FIRST_PAGE_SIZE : EXERCISE_SEARCH_PAGE_SIZE;

/**
 * Where page `page` of the search starts: page 1 holds 60 rows, every later page 15 and starts right after
 * the rows already shown, so infinite scroll never repeats or skips a row.
 */
export const exerciseSearchOffset = (page: number) =>
  page <= 1 ? 0 : EXERCISE_SEARCH_FIRST_PAGE_SIZE + (page - 2) * EXERCISE_SEARCH_PAGE_SIZE;

/** Total pages of the search, computed with 15 as the specification says. */
export const exerciseSearchLastPage = (total: number) =>
  Math.max(1, Math.ceil(total / EXERCISE_SEARCH_PAGE_SIZE));

export const exerciseListPageSchema = paginated(exerciseListItemSchema);
export type ExerciseListPage = z.infer<typeof exerciseListPageSchema>;

/** The search page: a paginator whose `last_page` is computed with 15 and whose rows are exercises. */
export const exerciseSearchPageSchema = paginated(exerciseSchema);
export type ExerciseSearchPage = z.infer<typeof exerciseSearchPageSchema>;
