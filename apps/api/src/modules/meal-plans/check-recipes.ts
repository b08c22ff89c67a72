import { mealPlanMessages, type MealPlanValues } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { invalidField } from '../../lib/errors.js';
import { recipeFactsByIds } from '../recipes/public.js';

/** 422 naming the recipes of a day tree that are not in the library (or are in the trash). */
export const refuseMissingRecipes = async (db: Queryable, days: MealPlanValues['days']) => {
  const ids = [
    ...new Set(days.flatMap((day) => day.meals.flatMap((meal) => meal.items.map((item) => item.recipe_id)))),
  ];
  const found = await recipeFactsByIds(db, ids, { withIngredients: false });
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalidField('days', mealPlanMessages.recipesNotFound(missing));
};
