import { z } from 'zod';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { calendarDateSchema } from './assignments.js';
import { pageParam, perPageParam } from './pagination.js';
import { nutritionDaySchema } from './nutrition.js';
import { NUTRITION_TEMPLATES_PAGE_SIZE } from './nutrition-templates.js';

/** `GET /users/{id}/nutrition/day?date=YYYY-MM-DD` (without it, today in UTC). */
export const nutritionDayQuerySchema = z.object({ date: optionalQueryValue(calendarDateSchema('date')) });
export type NutritionDayQuery = z.input<typeof nutritionDayQuerySchema>;

/** `GET /nutrition-templates?searchTerm&page&per_page`: by name (case-insensitive substring), newest first. */
export const nutritionTemplateListQuerySchema = z.object({
  searchTerm: optionalSearchTerm,
  page: pageParam,
  per_page: perPageParam(NUTRITION_TEMPLATES_PAGE_SIZE),
});
export type NutritionTemplateListQuery = z.input<typeof nutritionTemplateListQuerySchema>;

/**
 * A meal of the member's day as a meal plan gives it (filled once a plan is assigned; empty until then): its name
 * and the recipes × servings it holds.
 */
export const memberMealSchema = z.object({
  name: z.string(),
  items: z.array(
    z.object({
      recipe_id: z.number().int(),
      recipe_name: z.string(),
      servings: z.number(),
    }),
  ),
});
export type MemberMeal = z.infer<typeof memberMealSchema>;

/** `GET /member/nutrition/today`: the day's profile and targets, and the meals of an assigned meal plan. */
export const memberNutritionTodaySchema = nutritionDaySchema.extend({ meals: z.array(memberMealSchema) });
export type MemberNutritionToday = z.infer<typeof memberNutritionTodaySchema>;
