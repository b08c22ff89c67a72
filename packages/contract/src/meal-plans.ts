import { z } from 'zod';
import { expectedUpdatedAtField } from './stale-update.js';
import { trashNotice } from './trash.js';

/**
 * Meal plans: a named set of days ('Training day A', 'Rest day'), each meant for a nutrition profile, with meals
 * (named freely) holding recipes × servings. A plan is a suggestion built from the recipe library: targets come
 * first and stand alone.
 */
export const MEAL_PLANS_PAGE_SIZE = 15;
export const MEAL_PLAN_NAME_MAX = 255;
export const MEAL_PLAN_DESCRIPTION_MAX = 5000;
export const MEAL_PLAN_DAYS_MAX = 14;
export const MEAL_PLAN_MEALS_MAX = 10;
export const MEAL_PLAN_ITEMS_MAX = 30;
export const MEAL_NAME_MAX = 100;
export const SERVINGS_MIN = 0.25;
export const SERVINGS_MAX = 50;
export const DEFAULT_MEAL_NAMES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;

/** Which profile a day is meant for: a training date's, a rest date's, or either. */
export const mealPlanDayKinds = ['training', 'rest', 'any'] as const;
export type MealPlanDayKind = (typeof mealPlanDayKinds)[number];
export const mealPlanDayKindLabels: Record<MealPlanDayKind, string> = {
  training: 'Training day',
  rest: 'Rest day',
  any: 'Any day',
};

export const mealPlanMessages = {
  title: 'Meal plans',
  suggestionNotice:
    'Meal plans are suggestions built from the recipe library. Nutrition targets come first and stand alone: a client can have targets without a plan.',
  nameRequired: 'Meal plan name is required',
  nameTooLong: `Meal plan name must not exceed ${MEAL_PLAN_NAME_MAX} characters`,
  descriptionTooLong: `Description must not exceed ${MEAL_PLAN_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  dayNameRequired: 'Day name is required',
  dayNameTooLong: `Day name must not exceed ${MEAL_NAME_MAX} characters`,
  mealNameRequired: 'Meal name is required',
  mealNameTooLong: `Meal name must not exceed ${MEAL_NAME_MAX} characters`,
  tooManyDays: `A meal plan can have at most ${MEAL_PLAN_DAYS_MAX} days`,
  tooManyMeals: `A day can have at most ${MEAL_PLAN_MEALS_MAX} meals`,
  tooManyItems: `A meal can have at most ${MEAL_PLAN_ITEMS_MAX} recipes`,
  meantForInvalid: "meant_for must be 'training', 'rest' or 'any'",
  recipeRequired: 'Choose a recipe',
  servingsInvalid: `Servings must be a number from ${SERVINGS_MIN} to ${SERVINGS_MAX}`,
  recipesNotFound: (ids: readonly number[]) => `Recipe not found: ${ids.join(', ')}`,
  notFound: 'Meal plan not found',
  created: 'Meal plan created',
  updated: 'Meal plan updated',
  deleted: 'Meal plan moved to trash',
  duplicated: 'Meal plan duplicated',
  staleUpdate:
    'This meal plan was changed by someone else since you opened it. Reload to see the latest version.',
  copyName: (name: string) => `Copy of ${name}`.slice(0, MEAL_PLAN_NAME_MAX),
  noPlans: 'No meal plans yet',
  noPlansHint: 'Build a plan from the recipe library: days, meals and recipes with servings.',
  noResults: 'No meal plans found',
  deleteTitle: 'Delete Meal Plan',
  deleteConfirm: (days: number) => `Are you sure you want to delete this meal plan? ${trashNotice(days)}`,
  offTarget: 'Off target',
  onTarget: 'On target',
  noTargets: 'No targets: totals only',
  loadFailed: 'Failed to load meal plans',
  saveFailed: 'Failed to save the meal plan',
} as const;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const recipeId = z
  .number({ error: mealPlanMessages.recipeRequired })
  .int(mealPlanMessages.recipeRequired)
  .positive(mealPlanMessages.recipeRequired)
  .max(Number.MAX_SAFE_INTEGER, mealPlanMessages.recipeRequired);

/** Servings are kept to two decimals (a quarter serving is the smallest). */
export const servingsSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: mealPlanMessages.servingsInvalid })
    .refine(Number.isFinite, mealPlanMessages.servingsInvalid)
    .min(SERVINGS_MIN, mealPlanMessages.servingsInvalid)
    .max(SERVINGS_MAX, mealPlanMessages.servingsInvalid)
    .transform((value) => Math.round(value * 100) / 100),
);

export const mealItemInputSchema = z.object({ recipe_id: recipeId, servings: servingsSchema });
export const mealInputSchema = z.object({
  name: trimmed(mealPlanMessages.mealNameRequired, MEAL_NAME_MAX, mealPlanMessages.mealNameTooLong),
  items: z.array(mealItemInputSchema).max(MEAL_PLAN_ITEMS_MAX, mealPlanMessages.tooManyItems).default([]),
});
export const mealPlanDayInputSchema = z.object({
  /** A day the plan already has keeps its id (assignments point at it); a day without one is new. */
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  name: trimmed(mealPlanMessages.dayNameRequired, MEAL_NAME_MAX, mealPlanMessages.dayNameTooLong),
  meant_for: z.enum(mealPlanDayKinds, { error: mealPlanMessages.meantForInvalid }).default('any'),
  meals: z.array(mealInputSchema).max(MEAL_PLAN_MEALS_MAX, mealPlanMessages.tooManyMeals).default([]),
});
export type MealPlanDayInput = z.input<typeof mealPlanDayInputSchema>;
export type MealPlanDayValues = z.output<typeof mealPlanDayInputSchema>;

/** `POST /meal-plans` body; `PUT /meal-plans/{id}` replaces the plan's name, description and day tree. */
export const mealPlanInputSchema = z.object({
  name: trimmed(mealPlanMessages.nameRequired, MEAL_PLAN_NAME_MAX, mealPlanMessages.nameTooLong),
  description: z
    .string()
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null))
    .refine(
      (value) => value === null || value.length <= MEAL_PLAN_DESCRIPTION_MAX,
      mealPlanMessages.descriptionTooLong,
    ),
  days: z.array(mealPlanDayInputSchema).max(MEAL_PLAN_DAYS_MAX, mealPlanMessages.tooManyDays).default([]),
});
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;
export type MealPlanValues = z.output<typeof mealPlanInputSchema>;
export const updateMealPlanSchema = mealPlanInputSchema.extend(expectedUpdatedAtField);
export type UpdateMealPlanValues = z.output<typeof updateMealPlanSchema>;

/** Calories (kcal) and grams of protein, carbs, fat and fibre; fibre null when nothing counted gives it. */
export const nutrientTotalsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number().nullable(),
});
export type NutrientTotals = z.infer<typeof nutrientTotalsSchema>;

/** The targets a day is held to (one nutrition profile). */
export const dayTargetSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number().nullable(),
});
export type DayTarget = z.infer<typeof dayTargetSchema>;
/**
 * The target each kind of plan day is held to: a training day the training profile, a rest day the rest profile,
 * an 'any' day the one profile of every day (null when the targets differ by day: totals only).
 */
export type DayTargets = Record<MealPlanDayKind, DayTarget | null>;

export const mealItemSchema = z.object({
  id: z.number().int(),
  recipe_id: z.number().int(),
  /** null when the recipe is in the trash: the item stays, counted in nothing, until the recipe comes back. */
  recipe_name: z.string().nullable(),
  servings: z.number(),
  totals: nutrientTotalsSchema,
});
export type MealItem = z.infer<typeof mealItemSchema>;

export const mealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(mealItemSchema),
});
export type Meal = z.infer<typeof mealSchema>;

export const offTargetReasons = ['calories_low', 'calories_high', 'protein_low'] as const;
export type OffTargetReason = (typeof offTargetReasons)[number];
export const offTargetReasonLabels: Record<OffTargetReason, string> = {
  calories_low: 'Calories more than 5% under target',
  calories_high: 'Calories more than 5% over target',
  protein_low: 'Protein more than 10 g under target',
};

export const mealPlanDaySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  meant_for: z.enum(mealPlanDayKinds),
  meals: z.array(mealSchema),
  totals: nutrientTotalsSchema,
  /** The profile the day is held to (given by a user's or a template's targets), or null: totals only. */
  target: dayTargetSchema.nullable(),
  off_target: z.boolean().nullable(),
  off_target_reasons: z.array(z.enum(offTargetReasons)),
});
export type MealPlanDay = z.infer<typeof mealPlanDaySchema>;

export const mealPlanSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  day_count: z.number().int(),
  assigned_users: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MealPlanSummary = z.infer<typeof mealPlanSummarySchema>;

export const mealPlanSchema = mealPlanSummarySchema.extend({ days: z.array(mealPlanDaySchema) });
export type MealPlan = z.infer<typeof mealPlanSchema>;
