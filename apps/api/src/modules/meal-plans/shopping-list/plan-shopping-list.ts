import {
  addDays,
  daysBetween,
  mealPlanMessages,
  shoppingListMessages,
  userMessages,
  type ShoppingList,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { invalidField, notFound } from '../../../lib/errors.js';
import { nutritionProfileOn } from '../../nutrition/public.js';
import { recipeFactsByIds } from '../../recipes/public.js';
import { readPlanTree } from '../meal-plan-days-repository.js';
import { findMealPlanSummary } from '../meal-plans-repository.js';
import { appUserName, findUserMealPlan } from '../user-meal-plans-repository.js';
import { buildShoppingList, type ShoppingRecipe } from './build-shopping-list.js';

/**
 * The recipes of a plan's days, each counted `servings × how often its day is eaten × factor` (one entry per
 * recipe: a recipe in two meals is one entry with both counts added).
 */
const recipesOfDays = async (
  db: Queryable,
  planId: number,
  dayCounts: ReadonlyMap<number, number> | null,
  factor: number,
): Promise<ShoppingRecipe[]> => {
  const rows = await readPlanTree(db, planId, dayCounts ? [...dayCounts.keys()] : undefined);
  const times = new Map<number, number>();
  for (const row of rows) {
    if (row.recipe_id === null || row.servings === null) continue;
    const eaten = dayCounts ? (dayCounts.get(row.day_id) ?? 0) : 1;
    times.set(row.recipe_id, (times.get(row.recipe_id) ?? 0) + row.servings * eaten * factor);
  }
  const facts = await recipeFactsByIds(db, [...times.keys()]);
  return [...times.entries()].flatMap(([id, count]) => {
    const recipe = facts.get(id);
    return recipe ? [{ name: recipe.name, ingredients: recipe.ingredients, times: count }] : [];
  });
};

/** `GET /meal-plans/{id}/shopping-list`: every day once (or the days asked for, as often as named) × factor. */
export const planShoppingList = async (
  db: Queryable,
  planId: number,
  options: { days?: number[] | undefined; factor?: number | undefined },
): Promise<ShoppingList> => {
  const plan = await findMealPlanSummary(db, planId);
  if (!plan) throw notFound(mealPlanMessages.notFound);
  let dayCounts: Map<number, number> | null = null;
  if (options.days) {
    dayCounts = new Map();
    for (const id of options.days) dayCounts.set(id, (dayCounts.get(id) ?? 0) + 1);
    const tree = await readPlanTree(db, planId, [...dayCounts.keys()]);
    const found = new Set(tree.map((row) => row.day_id));
    if ([...dayCounts.keys()].some((id) => !found.has(id)))
      throw invalidField('days', shoppingListMessages.daysInvalid);
  }
  const recipes = await recipesOfDays(db, planId, dayCounts, options.factor ?? 1);
  return buildShoppingList(`${shoppingListMessages.title}: ${plan.name}`, recipes);
};

/**
 * `GET /users/{id}/shopping-list?from&to`: each date of the range takes the day of the user's meal plan its
 * profile gives (a training date the plan's training day, a rest date its rest day; none outside the plan's dates
 * or the schedule), and the list adds those days up.
 */
export const userShoppingList = async (
  db: Queryable,
  userId: number,
  range: { from: string; to: string },
): Promise<ShoppingList> => {
  const name = await appUserName(db, userId);
  if (name === null) throw notFound(userMessages.notFound);
  const title = `${shoppingListMessages.title}: ${name}, ${range.from} to ${range.to}`;
  const assignment = await findUserMealPlan(db, userId);
  if (!assignment) return buildShoppingList(title, []);
  const dayCounts = new Map<number, number>();
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset += 1) {
    const date = addDays(range.from, offset);
    if (date < assignment.starts_on || (assignment.ends_on !== null && date > assignment.ends_on)) continue;
    const profile = await nutritionProfileOn(db, userId, date);
    const dayId =
      profile === 'training'
        ? assignment.training_day_id
        : profile === 'rest'
          ? assignment.rest_day_id
          : null;
    if (dayId !== null) dayCounts.set(dayId, (dayCounts.get(dayId) ?? 0) + 1);
  }
  if (dayCounts.size === 0) return buildShoppingList(title, []);
  return buildShoppingList(title, await recipesOfDays(db, assignment.meal_plan_id, dayCounts, 1));
};
