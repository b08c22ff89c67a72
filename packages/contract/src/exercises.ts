import { z } from 'zod';
import { expectedUpdatedAtField } from './stale-update.js';
import { trashNotice } from './trash.js';

/** Target muscle group enumeration (spec part 2 section 3). */
export const targetMuscleGroups = [
  'chest',
  'back',
  'shoulders',
  'arms',
  'legs',
  'glutes',
  'core',
  'full-body',
  'cardio',
] as const;
export type TargetMuscleGroup = (typeof targetMuscleGroups)[number];

export const muscleGroupTypes = ['primary', 'secondary'] as const;
export type MuscleGroupType = (typeof muscleGroupTypes)[number];

export const EXERCISES_PAGE_SIZE = 15;
export const EXERCISE_SEARCH_FIRST_PAGE_SIZE = 60;
export const EXERCISE_SEARCH_PAGE_SIZE = 15;
export const MAX_SECONDARY_MUSCLE_GROUPS = 5;
export const MUSCLE_GROUP_ERROR_MS = 3000;
export const VIDEO_ID_LENGTH = 11;
export const EXERCISE_NAME_MAX = 255;
export const EXERCISE_DESCRIPTION_MAX = 5000;
export const VIDEO_LINK_MAX = 2048;
/** The Manage Exercises dialog loads the next page within this many pixels of the bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

export const exerciseMessages = {
  nameRequired: 'Exercise name is required',
  nameTooLong: 'Exercise name must not exceed 255 characters',
  descriptionTooLong: 'Description must not exceed 5000 characters',
  videoLinkInvalid: 'YouTube URL must be a valid YouTube video URL',
  targetMuscleGroupInvalid: 'The selected target muscle group is invalid',
  muscleGroupRequired: 'Please select at least one muscle group',
  tooManySecondary: 'Maximum 5 secondary muscle groups allowed',
  onePrimaryOnly: 'Only one primary muscle group is allowed',
  primaryAlsoSecondary: 'The primary muscle group cannot also be a secondary muscle group',
  duplicateMuscleGroup: 'A muscle group can be selected only once',
  unknownMuscleGroup: 'The selected muscle group does not exist',
  saveMuscleGroupsFailed: 'Failed to save muscle groups',
  notFound: 'Exercise not found',
  noExercises: 'No exercises found',
  fetchFailed: 'Failed to fetch exercises',
  fetchUnexpected: 'An unexpected error occurred while fetching exercises',
  createFailed: 'Failed to create exercise',
  updateFailed: 'Failed to update exercise',
  deleteFailed: 'Failed to delete exercise',
  createUnexpected: 'An unexpected error occurred while creating exercise',
  updateUnexpected: 'An unexpected error occurred while updating exercise',
  deleteUnexpected: 'An unexpected error occurred while deleting exercise',
  created: 'Exercise created successfully',
  updated: 'Exercise updated successfully',
  deleted: 'Exercise deleted successfully',
  searchNote: (term: string) => `Showing search results for "${term}"`,
  deleteTitle: 'Delete Exercise',
  deleteConfirm: (days: number) => `Are you sure you want to delete this exercise? ${trashNotice(days)}`,
} as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
const PATH_PREFIXES = ['/embed/', '/shorts/', '/live/', '/v/'];

/** The video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null when there is none. */
export const extractYoutubeVideoId = (link: string | null | undefined): string | null => {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const prefix = PATH_PREFIXES.find((start) => url.pathname.startsWith(start));
      if (prefix) candidate = url.pathname.slice(prefix.length).split('/')[0];
    }
  }
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
};

export const isYoutubeVideoUrl = (link: string) => extractYoutubeVideoId(link) !== null;

/** Medium-quality thumbnail (mqdefault) for an 11-character video id, otherwise null. */
export const youtubeThumbnailUrl = (link: string | null | undefined) => {
  const id = extractYoutubeVideoId(link);
  return id ? `https://img.youtube.com/vi/${id}/mqdefault.jpg` : null;
};

/** The privacy-enhanced player address; the CSP frame-src allows exactly this origin. */
export const youtubeEmbedUrl = (link: string | null | undefined) => {
  const id = extractYoutubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
};

/** Optional text: trimmed, empty becomes null, absent stays absent (an update keeps the stored value). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value && value.trim() ? value.trim() : null))
    .refine((value) => !value || value.length <= max, message);

const nameSchema = z
  .string({ error: exerciseMessages.nameRequired })
  .trim()
  .min(1, exerciseMessages.nameRequired)
  .max(EXERCISE_NAME_MAX, exerciseMessages.nameTooLong);

const videoLinkSchema = optionalText(VIDEO_LINK_MAX, exerciseMessages.videoLinkInvalid).refine(
  (value) => !value || isYoutubeVideoUrl(value),
  exerciseMessages.videoLinkInvalid,
);

const targetMuscleGroupSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(targetMuscleGroups, { error: exerciseMessages.targetMuscleGroupInvalid }).nullish(),
);

export const muscleGroupSelectionSchema = z.object({
  muscle_group_id: z.coerce.number().int().positive(exerciseMessages.unknownMuscleGroup),
  type: z.enum(muscleGroupTypes),
});
export type MuscleGroupSelection = z.infer<typeof muscleGroupSelectionSchema>;

/** The muscle-group rules of the modal and the API: one primary (optional), up to 5 secondary, no overlap. */
export const muscleGroupSelectionProblem = (selection: readonly MuscleGroupSelection[]): string | null => {
  if (selection.length === 0) return exerciseMessages.muscleGroupRequired;
  const primaries = selection.filter((item) => item.type === 'primary');
  const secondaries = selection.filter((item) => item.type === 'secondary');
  if (primaries.length > 1) return exerciseMessages.onePrimaryOnly;
  if (secondaries.length > MAX_SECONDARY_MUSCLE_GROUPS) return exerciseMessages.tooManySecondary;
  const primaryId = primaries[0]?.muscle_group_id;
  if (primaryId !== undefined && secondaries.some((item) => item.muscle_group_id === primaryId))
    return exerciseMessages.primaryAlsoSecondary;
  if (new Set(secondaries.map((item) => item.muscle_group_id)).size !== secondaries.length)
    return exerciseMessages.duplicateMuscleGroup;
  return null;
};

export const muscleGroupsInputSchema = z
  .array(muscleGroupSelectionSchema, { error: exerciseMessages.muscleGroupRequired })
  .superRefine((selection, context) => {
    const problem = muscleGroupSelectionProblem(selection);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const exerciseFields = {
  description: optionalText(EXERCISE_DESCRIPTION_MAX, exerciseMessages.descriptionTooLong),
  yt_link: videoLinkSchema,
  target_muscle_group: targetMuscleGroupSchema,
  is_at_home: z.boolean().optional(),
  is_gym_based: z.boolean().optional(),
  muscle_groups: muscleGroupsInputSchema.optional(),
};

/** Create form and `POST /exercises` body. */
export const createExerciseSchema = z.object({ name: nameSchema, ...exerciseFields });
export type CreateExerciseInput = z.input<typeof createExerciseSchema>;
export type CreateExercise = z.output<typeof createExerciseSchema>;

/**
 * `PUT /exercises/{id}`: the fields present are changed, so the muscle-group modal can send only
 * `muscle_groups`. A name, when sent, must not be empty.
 */
export const updateExerciseSchema = z.object({
  name: nameSchema.optional(),
  ...exerciseFields,
  ...expectedUpdatedAtField,
});
export type UpdateExerciseInput = z.input<typeof updateExerciseSchema>;
export type UpdateExercise = z.output<typeof updateExerciseSchema>;

export const exerciseFormDefaults = {
  name: '',
  description: '',
  yt_link: '',
  target_muscle_group: '',
  is_at_home: false,
  is_gym_based: false,
} as const;

export const muscleGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export type MuscleGroup = z.infer<typeof muscleGroupSchema>;

export const exerciseProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  program_type: z.string(),
  difficulty_level: z.string(),
});
export type ExerciseProgram = z.infer<typeof exerciseProgramSchema>;

export const exerciseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  yt_link: z.string().nullable(),
  target_muscle_group: z.enum(targetMuscleGroups).nullable(),
  is_at_home: z.boolean(),
  is_gym_based: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** A row of the exercise list: the exercise and how many programs it is assigned to. */
export const exerciseListItemSchema = exerciseSchema.extend({
  training_programs_count: z.number().int(),
});
export type ExerciseListItem = z.infer<typeof exerciseListItemSchema>;

export const exerciseDetailSchema = exerciseSchema.extend({
  training_programs: z.array(exerciseProgramSchema),
  primary_muscle_groups: z.array(muscleGroupSchema),
  secondary_muscle_groups: z.array(muscleGroupSchema),
});
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;

/** What deleting an exercise removes: the training days it sits on and the programs those days belong to. */
export const exerciseUsageSchema = z.object({
  training_days: z.number().int(),
  training_programs: z.number().int(),
});
export type ExerciseUsage = z.infer<typeof exerciseUsageSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The delete confirmation's impact line, or null when nothing else is removed. */
export const exerciseUsageMessage = (usage: ExerciseUsage) =>
  usage.training_days === 0
    ? null
    : `It is used on ${plural(usage.training_days, 'training day', 'training days')} in ${plural(usage.training_programs, 'program', 'programs')}; it leaves them while in the trash and returns to the same places if restored.`;
