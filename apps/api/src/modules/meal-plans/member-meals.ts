import type { MealPlanDay, NutritionProfileKind } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { readPlanDays } from './plan-tree.js';
import { assignmentOn } from './user-meal-plans-repository.js';

/** A meal as the member API answers it (the contract's memberMealSchema). */
export interface PlannedMeal {
  name: string;
  items: { recipe_id: number; recipe_name: string; servings: number }[];
}

/** The plan day a user's date takes: their plan's training day on a training date, its rest day on a rest date. */
export const planDayForUserOn = async (
  db: Queryable,
  userId: number,
  date: string,
  profile: NutritionProfileKind,
): Promise<{ mealPlanId: number; day: MealPlanDay } | null> => {
  if (profile === 'none') return null;
  const assignment = await assignmentOn(db, userId, date);
  const dayId = profile === 'training' ? assignment?.trainingDayId : assignment?.restDayId;
  if (!assignment || dayId === null || dayId === undefined) return null;
  const [day] = await readPlanDays(db, assignment.mealPlanId, null, [dayId]);
  return day ? { mealPlanId: assignment.mealPlanId, day } : null;
};

/**
 * The meals a member eats on a date (`GET /member/nutrition/today`): the plan day their schedule gives the date,
 * empty without a plan, a day for its profile, or on a date no program covers. A recipe in the trash is left out.
 */
export const mealsForUserOn = async (
  db: Queryable,
  userId: number,
  date: string,
  profile: NutritionProfileKind,
): Promise<PlannedMeal[]> => {
  const found = await planDayForUserOn(db, userId, date, profile);
  if (!found) return [];
  return found.day.meals.map((meal) => ({
    name: meal.name,
    items: meal.items.flatMap((item) =>
      item.recipe_name === null
        ? []
        : [{ recipe_id: item.recipe_id, recipe_name: item.recipe_name, servings: item.servings }],
    ),
  }));
};
