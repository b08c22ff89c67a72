import { z } from 'zod';
import { expectedUpdatedAtField } from './stale-update.js';

/**
 * Which targets a date takes: the training-day profile, the rest-day profile, or none (no assignment covers the
 * date: before the start date, on or after `ends_on`, or no program).
 */
export const nutritionProfileKinds = ['training', 'rest', 'none'] as const;
export type NutritionProfileKind = (typeof nutritionProfileKinds)[number];

/** One profile for every day, or a training-day profile and a rest-day profile (carb cycling). */
export const nutritionTargetModes = ['every_day', 'training_rest'] as const;
export type NutritionTargetMode = (typeof nutritionTargetModes)[number];

export const NUTRITION_CALORIES_MAX = 10_000;
export const NUTRITION_GRAMS_MAX = 1_000;

export const nutritionMessages = {
  tabTitle: 'Nutrition',
  caloriesLabel: 'Calories',
  proteinLabel: 'Protein (g)',
  carbsLabel: 'Carbs (g)',
  fatLabel: 'Fat (g)',
  fibreLabel: 'Fibre (g)',
  wholeNumber: (label: string) => `${label} must be a whole number`,
  required: (label: string) => `${label} is required`,
  negative: (label: string) => `${label} cannot be negative`,
  tooHigh: (label: string, max: number) => `${label} cannot exceed ${max.toLocaleString('en-US')}`,
  modeInvalid: `mode must be one of ${nutritionTargetModes.join(', ')}`,
  everyDayRequired: 'Give the every-day profile',
  trainingDayRequired: 'Give the training-day profile',
  restDayRequired: 'Give the rest-day profile',
  modeLabels: { every_day: 'One profile for every day', training_rest: 'Training and rest days' },
  profileTitles: { every_day: 'Every day', training_day: 'Training day', rest_day: 'Rest day' },
  today: { training: 'Today: training day', rest: 'Today: rest day', none: 'Today: no program' },
  noTargets: 'No nutrition targets yet',
  standAlone:
    'Targets stand alone: they follow the user’s training and rest days by their program schedule. Meal plans are suggestions built from the recipe library.',
  saved: 'Nutrition targets saved',
  removed: 'Nutrition targets moved to trash',
  notFound: 'Nutrition targets not found',
  restoreClash: 'The user has newer nutrition targets: delete them before restoring these',
  staleUpdate:
    'These nutrition targets were changed by someone else since you opened them. Reload to see the latest version.',
  oneOfValuesOrTemplate: 'Send either the targets (mode and profiles) or from_template_id, not both',
  copyFromTemplate: 'Copy from template',
  suggestTargets: 'Suggest targets',
  /** `GET /users?attention=no_nutrition_targets` for a role that may not read nutrition (moderators): 403. */
  attentionForbidden: 'Only coaches and owners may list users by their nutrition targets',
} as const;

type ProfileField = 'calories' | 'protein' | 'carbs' | 'fat' | 'fibre';
const fieldLabels: Record<ProfileField, string> = {
  calories: nutritionMessages.caloriesLabel,
  protein: nutritionMessages.proteinLabel,
  carbs: nutritionMessages.carbsLabel,
  fat: nutritionMessages.fatLabel,
  fibre: nutritionMessages.fibreLabel,
};

/** Numeric text from a form becomes a number; blank is "not given". */
const numberInput = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
  return value;
};

const wholeAmount = (field: ProfileField, max: number, requiredMessage: string) => {
  const label = fieldLabels[field];
  return z
    .number({ error: requiredMessage })
    .int(nutritionMessages.wholeNumber(label))
    .min(0, nutritionMessages.negative(label))
    .max(max, nutritionMessages.tooHigh(label, max));
};

/** A whole number from 0 to max. */
const amount = (field: ProfileField, max: number) =>
  z.preprocess(numberInput, wholeAmount(field, max, nutritionMessages.required(fieldLabels[field])));

/** A whole number from 0 to max, or null when not given. */
const optionalAmount = (field: ProfileField, max: number) =>
  z.preprocess(
    numberInput,
    wholeAmount(field, max, nutritionMessages.wholeNumber(fieldLabels[field])).nullable(),
  );

/** One day's targets: calories and grams of protein, carbs and fat, optionally fibre (null: none set). */
export const nutritionProfileInputSchema = z.object({
  calories: amount('calories', NUTRITION_CALORIES_MAX),
  protein: amount('protein', NUTRITION_GRAMS_MAX),
  carbs: amount('carbs', NUTRITION_GRAMS_MAX),
  fat: amount('fat', NUTRITION_GRAMS_MAX),
  fibre: optionalAmount('fibre', NUTRITION_GRAMS_MAX)
    .optional()
    .transform((value) => value ?? null),
});
export type NutritionProfileInput = z.input<typeof nutritionProfileInputSchema>;

export const nutritionProfileSchema = z.object({
  calories: z.number().int(),
  protein: z.number().int(),
  carbs: z.number().int(),
  fat: z.number().int(),
  fibre: z.number().int().nullable(),
});
export type NutritionProfile = z.infer<typeof nutritionProfileSchema>;

/**
 * A set of targets: `every_day` alone (mode every_day) or `training_day` and `rest_day` (mode training_rest);
 * the profiles the mode does not use are stored as null whatever is sent.
 */
export const nutritionTargetsShape = {
  mode: z.enum(nutritionTargetModes, { error: nutritionMessages.modeInvalid }),
  every_day: nutritionProfileInputSchema.nullish(),
  training_day: nutritionProfileInputSchema.nullish(),
  rest_day: nutritionProfileInputSchema.nullish(),
};

type TargetsInput = {
  mode: NutritionTargetMode;
  every_day?: NutritionProfile | null;
  training_day?: NutritionProfile | null;
  rest_day?: NutritionProfile | null;
};

export const requireNutritionModeProfiles = (value: TargetsInput, context: z.RefinementCtx) => {
  const missing = (path: 'every_day' | 'training_day' | 'rest_day', message: string) => {
    if (!value[path]) context.addIssue({ code: 'custom', path: [path], message });
  };
  if (value.mode === 'every_day') missing('every_day', nutritionMessages.everyDayRequired);
  else {
    missing('training_day', nutritionMessages.trainingDayRequired);
    missing('rest_day', nutritionMessages.restDayRequired);
  }
};

/** The profiles a mode keeps: the others null. */
export const keptProfiles = (value: TargetsInput): NutritionTargets => ({
  mode: value.mode,
  every_day: value.mode === 'every_day' ? (value.every_day ?? null) : null,
  training_day: value.mode === 'training_rest' ? (value.training_day ?? null) : null,
  rest_day: value.mode === 'training_rest' ? (value.rest_day ?? null) : null,
});

export const nutritionTargetsValuesSchema = z
  .object(nutritionTargetsShape)
  .superRefine(requireNutritionModeProfiles)
  .transform(keptProfiles);
export type NutritionTargetsValues = z.input<typeof nutritionTargetsValuesSchema>;

export const nutritionTargetsSchema = z.object({
  mode: z.enum(nutritionTargetModes),
  every_day: nutritionProfileSchema.nullable(),
  training_day: nutritionProfileSchema.nullable(),
  rest_day: nutritionProfileSchema.nullable(),
});
export type NutritionTargets = z.infer<typeof nutritionTargetsSchema>;

/** The profile a date's kind takes from a set of targets (every_day for both kinds in mode every_day). */
export const profileForKind = (
  targets: NutritionTargets | null,
  kind: NutritionProfileKind,
): NutritionProfile | null => {
  if (!targets || kind === 'none') return null;
  if (targets.mode === 'every_day') return targets.every_day;
  return kind === 'training' ? targets.training_day : targets.rest_day;
};

/**
 * `PUT /users/{id}/nutrition`: the targets (mode and profiles), or `from_template_id` to copy a template's.
 * `expected_updated_at` refuses (409) a save over targets changed since they were loaded.
 */
export const userNutritionInputSchema = z
  .object({
    ...nutritionTargetsShape,
    mode: nutritionTargetsShape.mode.optional(),
    from_template_id: z.number().int().positive().optional(),
    ...expectedUpdatedAtField,
  })
  .superRefine((value, context) => {
    if (value.from_template_id !== undefined) {
      if (value.mode !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['mode'],
          message: nutritionMessages.oneOfValuesOrTemplate,
        });
      return;
    }
    if (value.mode === undefined) {
      context.addIssue({ code: 'custom', path: ['mode'], message: nutritionMessages.modeInvalid });
      return;
    }
    requireNutritionModeProfiles({ ...value, mode: value.mode }, context);
  });
export type UserNutritionInput = z.input<typeof userNutritionInputSchema>;

/** A user's targets: null when none are set. `template` names the template they were last copied from. */
export const userNutritionSchema = z.object({
  user_id: z.number().int(),
  targets: nutritionTargetsSchema
    .extend({
      id: z.number().int(),
      template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type UserNutrition = z.infer<typeof userNutritionSchema>;

/**
 * What applies on a date: the profile kind by the user's schedule, the program giving it, and the targets of that
 * kind (null when the user has no targets or the kind is none).
 */
export const nutritionDaySchema = z.object({
  date: z.string(),
  profile: z.enum(nutritionProfileKinds),
  program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  week_number: z.number().int().nullable(),
  day_number: z.number().int().nullable(),
  targets: nutritionProfileSchema.nullable(),
  has_targets: z.boolean(),
});
export type NutritionDay = z.infer<typeof nutritionDaySchema>;
