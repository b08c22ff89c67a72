import type { MealPlanValues } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { readPlanTree } from './meal-plan-days-repository.js';
import { findMealPlanSummary } from './meal-plans-repository.js';

/**
 * A plan as the audit log records it: name, description and the day tree in the shape PUT takes (day ids kept,
 * recipes by id with servings), so a revert writes back exactly what was there.
 */
export const auditedMealPlan = async (db: Queryable, id: number) => {
  const summary = await findMealPlanSummary(db, id);
  if (!summary) return null;
  const days: MealPlanValues['days'] = [];
  for (const row of await readPlanTree(db, id)) {
    let day = days.at(-1);
    if (day?.id !== row.day_id) {
      day = { id: row.day_id, name: row.day_name, meant_for: row.meant_for, meals: [] };
      days.push(day);
    }
    if (row.meal_id === null) continue;
    const meals = day.meals as (MealPlanValues['days'][number]['meals'][number] & { id?: number })[];
    let meal = meals.at(-1);
    if (meal?.id !== row.meal_id) {
      meal = { id: row.meal_id, name: row.meal_name ?? '', items: [] };
      meals.push(meal);
    }
    if (row.recipe_id !== null) meal.items.push({ recipe_id: row.recipe_id, servings: row.servings ?? 0 });
  }
  // Meal ids only group the rows: meals are rewritten whole, so the log keeps names and items.
  const stripped = days.map((day) => ({
    ...day,
    meals: day.meals.map((meal) => ({ name: meal.name, items: meal.items })),
  }));
  return {
    name: summary.name,
    fields: { name: summary.name, description: summary.description, days: stripped },
  };
};
