import { z } from 'zod';
import { calendarDateSchema, daysBetween } from './assignments.js';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { MEAL_PLANS_PAGE_SIZE, mealPlanDayKinds, mealPlanDaySchema, mealPlanMessages } from './meal-plans.js';
import { pageParam, perPageParam } from './pagination.js';
import { idParam } from './path-params.js';

/** `GET /meal-plans?searchTerm&page&per_page`: newest first; searchTerm is a case-insensitive substring of the name. */
export const mealPlanListQuerySchema = z.object({
  searchTerm: optionalSearchTerm,
  page: pageParam,
  per_page: perPageParam(MEAL_PLANS_PAGE_SIZE),
});
export type MealPlanListQuery = z.input<typeof mealPlanListQuerySchema>;

/**
 * `GET /meal-plans/{id}`: the days' totals are held to the targets of `user_id` (that user's training and rest
 * profiles) or of `target_template_id` (a target template's); with neither, totals only.
 */
export const mealPlanGetQuerySchema = z.object({
  user_id: optionalQueryValue(idParam),
  target_template_id: optionalQueryValue(idParam),
});
export type MealPlanGetQuery = z.input<typeof mealPlanGetQuerySchema>;

export const SHOPPING_LIST_RANGE_MAX_DAYS = 62;
export const SERVINGS_FACTOR_MAX = 100;

export const shoppingListMessages = {
  title: 'Shopping list',
  servingsFactorInvalid: `servings_factor must be a number above 0 and at most ${SERVINGS_FACTOR_MAX}`,
  daysInvalid: 'days must be day ids of the plan, separated by commas',
  rangeInvalid: 'to must not be before from',
  rangeTooLong: `A shopping list covers at most ${SHOPPING_LIST_RANGE_MAX_DAYS} days`,
  notAdded: 'Not added up: the amounts are in units that do not convert (shown apart)',
  unreadable: 'Amount not read: shown as written',
  empty: 'Nothing to buy: the plan has no recipes with ingredients',
  noPlan: 'No meal plan covers these dates',
  downloadCsv: 'Download CSV',
  print: 'Print',
} as const;

const formatParam = optionalQueryValue(z.enum(['json', 'csv']));

/**
 * `GET /meal-plans/{id}/shopping-list?servings_factor&days&format`: every recipe of the chosen days (all when
 * `days` is absent; a day id may repeat to count it twice) times servings_factor (default 1).
 */
export const planShoppingListQuerySchema = z.object({
  servings_factor: optionalQueryValue(
    z.coerce
      .number({ error: shoppingListMessages.servingsFactorInvalid })
      .positive(shoppingListMessages.servingsFactorInvalid)
      .max(SERVINGS_FACTOR_MAX, shoppingListMessages.servingsFactorInvalid),
  ),
  days: optionalQueryValue(
    z
      .string()
      .regex(/^\d{1,15}(,\d{1,15})*$/, shoppingListMessages.daysInvalid)
      .transform((text) => text.split(',').map(Number)),
  ),
  format: formatParam,
});
export type PlanShoppingListQuery = z.input<typeof planShoppingListQuerySchema>;

/** `GET /users/{id}/shopping-list?from&to&format`: each date of the range takes its plan day by the schedule. */
export const userShoppingListQuerySchema = z
  .object({ from: calendarDateSchema('from'), to: calendarDateSchema('to'), format: formatParam })
  .refine((query) => daysBetween(query.from, query.to) >= 0, {
    message: shoppingListMessages.rangeInvalid,
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) < SHOPPING_LIST_RANGE_MAX_DAYS, {
    message: shoppingListMessages.rangeTooLong,
    path: ['to'],
  });
export type UserShoppingListQuery = z.input<typeof userShoppingListQuerySchema>;

/**
 * A shopping line: one ingredient in one dimension (mass, volume, a count or a unit of its own). An ingredient
 * whose amounts cannot be added up (1 cup and 50 g of rice) has one line per dimension, each flagged
 * `not_added`, never summed; an amount that could not be read at all stays as written (`unreadable`).
 */
export const shoppingLineSchema = z.object({
  ingredient: z.string(),
  /** The normalised name lines are grouped by (lower case, singular, single spaces). */
  key: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  /** The amounts as written, with the recipe each came from (what was added up). */
  sources: z.array(z.object({ recipe: z.string(), amount: z.string(), times: z.number() })),
  not_added: z.boolean(),
  unreadable: z.boolean(),
});
export type ShoppingLine = z.infer<typeof shoppingLineSchema>;

export const shoppingListSchema = z.object({
  title: z.string(),
  lines: z.array(shoppingLineSchema),
  /** How many lines are flagged (not added up, or not read). */
  flagged: z.number().int(),
  recipes: z.number().int(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const MEAL_PLAN_ASSIGN_MAX = 500;
export const mealPlanAssignmentMessages = {
  title: 'Assign to users',
  usersRequired: 'Choose at least one user',
  tooMany: `At most ${MEAL_PLAN_ASSIGN_MAX} users at once`,
  dayNotInPlan: 'The day must be one of this plan\u2019s days',
  trainingDay: 'Day for training dates',
  restDay: 'Day for rest dates',
  startsOn: 'From',
  endsOn: 'To (optional)',
  assigned: (count: number) =>
    count === 1 ? 'Meal plan assigned to 1 user' : `Meal plan assigned to ${count} users`,
  unassigned: 'Meal plan unassigned',
  usersNotFound: (ids: readonly number[]) => `App user not found: ${ids.join(', ')}`,
  endBeforeStart: 'To must not be before From',
  notAssigned: 'This user has no meal plan',
} as const;

const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * `POST /meal-plans/{id}/assignments`: each user gets this plan from starts_on (default today UTC) to ends_on
 * (open when absent), replacing the plan they had; their training dates take `training_day_id`, their rest dates
 * `rest_day_id` (days of this plan; a null day leaves such dates without meals).
 */
export const mealPlanAssignmentSchema = z
  .object({
    user_ids: z
      .array(bodyId, { error: mealPlanAssignmentMessages.usersRequired })
      .min(1, mealPlanAssignmentMessages.usersRequired)
      .max(MEAL_PLAN_ASSIGN_MAX, mealPlanAssignmentMessages.tooMany),
    training_day_id: bodyId.nullable(),
    rest_day_id: bodyId.nullable(),
    starts_on: calendarDateSchema('starts_on').optional(),
    ends_on: calendarDateSchema('ends_on').nullish(),
  })
  .refine((body) => !body.ends_on || !body.starts_on || daysBetween(body.starts_on, body.ends_on) >= 0, {
    message: mealPlanAssignmentMessages.endBeforeStart,
    path: ['ends_on'],
  });
export type MealPlanAssignmentInput = z.input<typeof mealPlanAssignmentSchema>;

export const mealPlanAssignmentResultSchema = z.object({
  assigned: z.number().int(),
  user_ids: z.array(z.number()),
});

/** One user's meal plan, as `GET /meal-plans/{id}/assignments` and `GET /users/{id}/meal-plan` answer it. */
export const userMealPlanSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  meal_plan_id: z.number().int(),
  meal_plan_name: z.string(),
  training_day_id: z.number().int().nullable(),
  rest_day_id: z.number().int().nullable(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
});
export type UserMealPlan = z.infer<typeof userMealPlanSchema>;

export const PASTE_DAY_TEXT_MAX = 10_000;
export const PASTE_DAY_LINES_MAX = 150;

export const mealPasteMessages = {
  title: 'Paste a day',
  textLabel: 'Meals',
  textHint:
    'One recipe a line with its servings (2 x Overnight oats, Chicken rice bowl 1.5); a line such as Breakfast or Lunch: starts a meal.',
  textRequired: 'Paste at least one line',
  textTooLong: `At most ${PASTE_DAY_TEXT_MAX.toLocaleString('en-US')} characters can be pasted at once`,
  tooManyLines: `At most ${PASTE_DAY_LINES_MAX} lines can be pasted at once`,
  noMatch: 'No recipe of that name',
  linesNotReady:
    'Every line needs a library recipe and readable servings before the day can be added. Nothing was added.',
  noItems: 'No recipe lines found',
  added: (name: string) => `${name} added`,
  check: 'Check',
  addDay: 'Add day',
} as const;

export const mealPasteSchema = z.object({
  text: z
    .string({ error: mealPasteMessages.textRequired })
    .trim()
    .min(1, mealPasteMessages.textRequired)
    .max(PASTE_DAY_TEXT_MAX, mealPasteMessages.textTooLong),
  day_name: z
    .string()
    .trim()
    .min(1, mealPlanMessages.dayNameRequired)
    .max(100, mealPlanMessages.dayNameTooLong),
  meant_for: z.enum(mealPlanDayKinds, { error: mealPlanMessages.meantForInvalid }).default('any'),
  /** A line's recipe chosen by hand (line numbers count every line of text, from 1). */
  choices: z
    .array(z.object({ line: z.number().int().min(1), recipe_id: bodyId }))
    .max(PASTE_DAY_LINES_MAX)
    .default([]),
  dry_run: z.boolean().default(false),
});
export type MealPasteInput = z.input<typeof mealPasteSchema>;

export const mealPasteLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  kind: z.enum(['meal', 'item', 'invalid']),
  name: z.string(),
  servings: z.number().nullable(),
  recipe: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['meal', 'matched', 'chosen', 'unmatched', 'invalid']),
  message: z.string().nullable(),
  suggestions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MealPasteLine = z.infer<typeof mealPasteLineSchema>;

export const mealPasteResultSchema = z.object({
  lines: z.array(mealPasteLineSchema),
  ready: z.boolean(),
  /** The day written (null for a dry run). */
  day: mealPlanDaySchema.nullable(),
});
export type MealPasteResult = z.infer<typeof mealPasteResultSchema>;
