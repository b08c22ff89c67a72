import {
  itemTotals,
  offTargetReasonsOf,
  sumTotals,
  type DayTargets,
  type MealPlan,
  type MealPlanDay,
  type MealPlanDayKind,
  type MealPlanSummary,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { recipeFactsByIds, type RecipeFacts } from '../recipes/public.js';
import { readPlanTree, type PlanTreeRow } from './meal-plan-days-repository.js';

const targetOf = (targets: DayTargets | null, kind: MealPlanDayKind) => targets?.[kind] ?? null;

/** The day tree of rows read by readPlanTree, with each item's and each day's totals from the recipes. */
export const buildDays = (
  rows: readonly PlanTreeRow[],
  recipes: ReadonlyMap<number, RecipeFacts>,
  targets: DayTargets | null,
): MealPlanDay[] => {
  const days: MealPlanDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.id !== row.day_id) {
      day = {
        id: row.day_id,
        position: row.day_position,
        name: row.day_name,
        meant_for: row.meant_for,
        meals: [],
        totals: sumTotals([]),
        target: null,
        off_target: null,
        off_target_reasons: [],
      };
      days.push(day);
    }
    if (row.meal_id === null) continue;
    let meal = day.meals.at(-1);
    if (meal?.id !== row.meal_id) {
      meal = { id: row.meal_id, name: row.meal_name ?? '', items: [] };
      day.meals.push(meal);
    }
    if (row.item_id === null || row.recipe_id === null) continue;
    const recipe = recipes.get(row.recipe_id);
    const servings = row.servings ?? 0;
    meal.items.push({
      id: row.item_id,
      recipe_id: row.recipe_id,
      recipe_name: recipe?.name ?? null,
      servings,
      totals: recipe ? itemTotals(recipe, servings) : sumTotals([]),
    });
  }
  for (const day of days) {
    day.totals = sumTotals(day.meals.flatMap((meal) => meal.items.map((item) => item.totals)));
    const target = targetOf(targets, day.meant_for);
    if (target) {
      day.target = target;
      day.off_target_reasons = offTargetReasonsOf(day.totals, target);
      day.off_target = day.off_target_reasons.length > 0;
    }
  }
  return days;
};

/** A plan's days with totals (two statements: the tree, then its recipes by primary key). */
export const readPlanDays = async (
  db: Queryable,
  planId: number,
  targets: DayTargets | null,
  dayIds?: readonly number[],
) => {
  const rows = await readPlanTree(db, planId, dayIds);
  const recipes = await recipeFactsByIds(
    db,
    rows.flatMap((row) => (row.recipe_id === null ? [] : [row.recipe_id])),
    { withIngredients: false },
  );
  return buildDays(rows, recipes, targets);
};

export const withDays = (summary: MealPlanSummary, days: MealPlanDay[]): MealPlan => ({ ...summary, days });
