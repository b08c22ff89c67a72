import { z } from 'zod';
import { fileMessages, imageRefSchema } from './files.js';
import { listLabels } from './labels.js';
import { listQueryMessages } from './list-query.js';
import { expectedUpdatedAtField, staleUpdateMessage } from './stale-update.js';
import { userSummarySchema } from './users.js';

export const programTypes = ['cardio', 'mobility_and_warm_up', 'hypertrophy', 'strength'] as const;
export type ProgramType = (typeof programTypes)[number];
export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];
export const workoutDurations = [
  '15 mins',
  '15 - 30 mins',
  '45 mins',
  '45 - 60 mins',
  '60 mins',
  '60 - 75 mins',
  '60 - 90 mins',
  '75-90 mins',
  '90 mins',
  '90 - 120 mins',
] as const;
export type WorkoutDuration = (typeof workoutDurations)[number];

export const PROGRAMS_PAGE_SIZE = 30;
export const PROGRAM_SEARCH_PAGE_SIZE = 30;
export const TRAINING_WEEKS_PAGE_SIZE = 15;
export const PROGRAM_NAME_MAX = 255;
export const DURATION_WEEKS_MIN = 1;
export const DURATION_WEEKS_MAX = 52;
export const TRAINING_DAYS_MIN = 1;
export const TRAINING_DAYS_MAX = 7;
export const DAYS_PER_WEEK = 7;
export const QUICK_NAVIGATION_MIN_WEEKS = 6;
export const AVAILABLE_USERS_PAGE_SIZE = 20;

export const programMessages = {
  nameRequired: 'Program name is required',
  nameTooLong: 'Program name must not exceed 255 characters',
  typeRequired: 'Program type is required',
  difficultyRequired: 'Difficulty level is required',
  durationMin: 'Duration must be at least 1 week',
  durationMax: 'Duration must be at most 52 weeks',
  trainingDaysRange: 'Training days per week must be between 1 and 7',
  workoutDurationRequired: 'Workout duration is required',
  notFound: 'Program not found',
  fetchFailed: 'Failed to fetch programs',
  fetchUnexpected: 'An unexpected error occurred while fetching programs',
  searchFailed: 'Failed to search programs',
  searchUnexpected: 'An unexpected error occurred while searching programs',
  createFailed: 'Failed to create program',
  updateFailed: 'Failed to update program',
  deleteFailed: 'Failed to delete program',
  createUnexpected: 'An unexpected error occurred while creating program',
  updateUnexpected: 'An unexpected error occurred while updating program',
  deleteUnexpected: 'An unexpected error occurred while deleting program',
  detailUnexpected: 'An unexpected error occurred while fetching program',
  usersLoadFailed: 'Failed to load users. Please try again.',
  assignFailed: 'Failed to assign item',
  removeFailed: 'Failed to remove item',
  noProgramSelected: 'No program selected',
  weeksLoadFailed: 'Failed to load training weeks.',
  noPrograms: 'No programs found',
  userNotFound: 'User not found',
  alreadyAssigned: 'User is already assigned to this program',
  notAssigned: 'User is not assigned to this program',
  weekNotFound: 'Training week not found',
  dayNotFound: 'Training day not found.',
  assigned: (name: string) => `${name} assigned successfully!`,
  removed: (name: string) => `${name} removed successfully!`,
  deleteTitle: 'Delete Program',
  /** Overrides the specification's wording: a deleted program goes to the trash, to be restored. */
  deleteConfirm: (days: number) =>
    `Are you sure you want to delete this training program? It goes to the trash with its weeks, days and assignments and can be restored for ${days} days.`,
  deleteImageConfirm: "Are you sure you want to delete this program's image?",
} as const;

/** Messages of the programs API that the specification leaves open. */
export const programApiMessages = {
  created: 'Program created successfully',
  updated: 'Program updated successfully',
  deleted: 'Program deleted successfully',
  invalidProgramType: 'The selected program type is invalid',
  invalidDifficultyLevel: 'The selected difficulty level is invalid',
  searchTooLong: listQueryMessages.searchTooLong,
  imageUploaded: fileMessages.imageUploaded,
  imageDeleted: fileMessages.imageDeleted,
  programIdMismatch: 'trainingProgramId must match the program in the address',
  imageTooManyPixels: fileMessages.imageTooManyPixels,
  staleUpdate: staleUpdateMessage('program'),
} as const;

const theyHold = (count: number) => (count === 1 ? 'it holds' : 'they hold');

/** 409 when shortening a program would delete weeks that hold assigned exercises. */
export const weeksHoldExercisesMessage = (weekNumbers: number[]) =>
  `Cannot remove ${listLabels(weekNumbers.map((n) => `Week ${n}`))}: ${theyHold(weekNumbers.length)} assigned exercises. Unassign them first.`;

/** 409 when re-marking training days would turn days with assigned exercises into rest days. */
export const daysHoldExercisesMessage = (absoluteDayNumbers: number[]) =>
  `Cannot turn ${listLabels(absoluteDayNumbers.map((n) => `Day ${n}`))} into ${absoluteDayNumbers.length === 1 ? 'a rest day' : 'rest days'}: ${theyHold(absoluteDayNumbers.length)} assigned exercises. Unassign them first.`;

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const nameSchema = z
  .string({ error: programMessages.nameRequired })
  .trim()
  .min(1, programMessages.nameRequired)
  .max(PROGRAM_NAME_MAX, programMessages.nameTooLong);

const descriptionSchema = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value.trim() : null));

const durationWeeksSchema = z.coerce
  .number({ error: programMessages.durationMin })
  .int(programMessages.durationMin)
  .min(DURATION_WEEKS_MIN, programMessages.durationMin)
  .max(DURATION_WEEKS_MAX, programMessages.durationMax);

const trainingDaysSchema = z.coerce
  .number({ error: programMessages.trainingDaysRange })
  .int(programMessages.trainingDaysRange)
  .min(TRAINING_DAYS_MIN, programMessages.trainingDaysRange)
  .max(TRAINING_DAYS_MAX, programMessages.trainingDaysRange);

/** Create form and `POST /training-programs/create-admin-program` body. */
export const createProgramSchema = z.object({
  name: nameSchema,
  program_type: requiredEnum(programTypes, programMessages.typeRequired),
  difficulty_level: requiredEnum(difficultyLevels, programMessages.difficultyRequired),
  duration_weeks: durationWeeksSchema,
  training_days_per_week: trainingDaysSchema,
  workout_duration: requiredEnum(workoutDurations, programMessages.workoutDurationRequired),
  description: descriptionSchema,
});
export type CreateProgramInput = z.input<typeof createProgramSchema>;
export type CreateProgram = z.output<typeof createProgramSchema>;

/**
 * `PUT /training-programs/{id}`. The list page omits training_days_per_week and the detail page sends it
 * (spec part 1 section 7), so every schedule field is optional here and validated when present.
 */
export const updateProgramSchema = z.object({
  name: nameSchema,
  program_type: requiredEnum(programTypes, programMessages.typeRequired),
  difficulty_level: requiredEnum(difficultyLevels, programMessages.difficultyRequired),
  duration_weeks: durationWeeksSchema.optional(),
  training_days_per_week: trainingDaysSchema.optional(),
  workout_duration: requiredEnum(workoutDurations, programMessages.workoutDurationRequired).optional(),
  description: descriptionSchema,
  image: z.string().nullish(),
  ...expectedUpdatedAtField,
});
export type UpdateProgramInput = z.input<typeof updateProgramSchema>;
export type UpdateProgram = z.output<typeof updateProgramSchema>;

export const programSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program_type: z.string(),
  difficulty_level: z.string(),
  duration_weeks: z.number().int(),
  training_days_per_week: z.number().int().nullable(),
  workout_duration: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  training_program_image: imageRefSchema.nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** On a personal copy's detail: whose copy it is and its template (null once the template was purged). */
export const personalCopyOfSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  template: z.object({ id: z.number().int(), name: z.string(), in_trash: z.boolean() }).nullable(),
});
export type PersonalCopyOf = z.infer<typeof personalCopyOfSchema>;

export const programDetailSchema = programSummarySchema.extend({
  /** On a personal copy: whose copy it is and its template; null on any other program. */
  personal_copy: personalCopyOfSchema.nullable().optional(),
  /** How many live personal copies were made from this program (listed by `/copies`). */
  personal_copy_count: z.number().int().optional(),
  users: z.array(userSummarySchema),
  exercises: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const trainingDaySchema = z.object({
  id: z.number().int(),
  day_of_the_week: z.number().int().min(1).max(7),
  is_rest_day: z.boolean(),
});
export type TrainingDay = z.infer<typeof trainingDaySchema>;

export const trainingWeekSchema = z.object({
  id: z.number().int(),
  sequence_number: z.number().int(),
  training_days: z.array(trainingDaySchema),
});
export type TrainingWeek = z.infer<typeof trainingWeekSchema>;

export const trainingDayDetailSchema = trainingDaySchema.extend({
  training_week: z.object({
    id: z.number().int(),
    sequence_number: z.number().int(),
    training_program_id: z.number().int(),
  }),
  user_exercise_activity_logs: z.array(z.unknown()),
});
export type TrainingDayDetail = z.infer<typeof trainingDayDetailSchema>;

/** Which days of a week are training days, spread through the week. */
const TRAINING_DAY_PATTERNS: Record<number, readonly number[]> = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
  7: [1, 2, 3, 4, 5, 6, 7],
};
export const trainingDaysOfWeek = (trainingDaysPerWeek: number): readonly number[] => {
  const pattern = TRAINING_DAY_PATTERNS[trainingDaysPerWeek];
  if (!pattern) throw new RangeError(programMessages.trainingDaysRange);
  return pattern;
};
export const isRestDay = (trainingDaysPerWeek: number, dayOfTheWeek: number) =>
  !trainingDaysOfWeek(trainingDaysPerWeek).includes(dayOfTheWeek);

/** Absolute day number = 7 x (week sequence_number - 1) + day_of_the_week. */
export const absoluteDayNumber = (weekSequenceNumber: number, dayOfTheWeek: number) =>
  DAYS_PER_WEEK * (weekSequenceNumber - 1) + dayOfTheWeek;
