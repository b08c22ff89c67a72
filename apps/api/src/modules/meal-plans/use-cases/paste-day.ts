import {
  MEAL_PLAN_DAYS_MAX,
  MEAL_PLAN_ITEMS_MAX,
  MEAL_PLAN_MEALS_MAX,
  PASTE_DAY_LINES_MAX,
  PASTE_DEFAULT_MEAL,
  mealPasteMessages,
  mealPlanMessages,
  parseMealPaste,
  recipeMatchKey,
  type MealPasteInput,
  type MealPasteLine,
  type MealPlanDay,
  type MealPlanValues,
} from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { invalidField, notFound } from '../../../lib/errors.js';
import { matchRecipeNames, recipeFactsByIds } from '../../recipes/public.js';
import { appendPlanDay, mealPlanDayIds } from '../meal-plan-days-repository.js';
import { lockMealPlan, touchMealPlan } from '../meal-plans-repository.js';
import { readPlanDays } from '../plan-tree.js';

type PasteValues = Required<Pick<MealPasteInput, 'text' | 'day_name' | 'meant_for' | 'choices' | 'dry_run'>>;

/**
 * 'Paste a day': reads each line (a meal heading, a recipe with servings), matches recipe names to the library
 * (exact name, case and spaces aside; a line's chosen recipe wins), and unless it is a dry run adds the day at the
 * end of the plan. Every recipe line must be matched and readable, or nothing is written (422).
 */
export const pasteDay = async (
  tx: Transaction,
  planId: number,
  values: PasteValues,
): Promise<{ lines: MealPasteLine[]; ready: boolean; day: MealPlanDay | null }> => {
  if (!(await lockMealPlan(tx, planId))) throw notFound(mealPlanMessages.notFound);
  const parsed = parseMealPaste(values.text);
  if (parsed.length > PASTE_DAY_LINES_MAX) throw invalidField('text', mealPasteMessages.tooManyLines);
  const items = parsed.filter((line) => line.kind === 'item');
  const matches = new Map(
    (
      await matchRecipeNames(
        tx,
        items.map((line) => recipeMatchKey(line.name)),
      )
    ).map((match) => [match.key, match]),
  );
  const chosenIds = new Map(values.choices.map((choice) => [choice.line, choice.recipe_id]));
  const chosen = await recipeFactsByIds(tx, [...chosenIds.values()], { withIngredients: false });

  const lines = parsed.map((line): MealPasteLine => {
    const base = { line: line.line, text: line.text, kind: line.kind, name: line.name, suggestions: [] };
    if (line.kind === 'meal') return { ...base, servings: null, recipe: null, status: 'meal', message: null };
    if (line.kind === 'invalid')
      return { ...base, servings: null, recipe: null, status: 'invalid', message: line.message };
    const choice = chosen.get(chosenIds.get(line.line) ?? 0);
    if (choice)
      return {
        ...base,
        servings: line.servings,
        recipe: { id: choice.id, name: choice.name },
        status: 'chosen',
        message: null,
      };
    const match = matches.get(recipeMatchKey(line.name));
    if (match?.exact)
      return { ...base, servings: line.servings, recipe: match.exact, status: 'matched', message: null };
    return {
      ...base,
      servings: line.servings,
      recipe: null,
      status: 'unmatched',
      message: mealPasteMessages.noMatch,
      suggestions: match?.suggestions ?? [],
    };
  });

  const recipeLines = lines.filter((line) => line.kind !== 'meal');
  const ready =
    recipeLines.length > 0 &&
    recipeLines.every((line) => line.status === 'matched' || line.status === 'chosen');
  if (values.dry_run) return { lines, ready, day: null };
  if (recipeLines.length === 0) throw invalidField('text', mealPasteMessages.noItems);
  if (!ready) throw invalidField('text', mealPasteMessages.linesNotReady);

  const meals: MealPlanValues['days'][number]['meals'] = [];
  for (const line of lines) {
    if (line.kind === 'meal') {
      meals.push({ name: line.name, items: [] });
      continue;
    }
    if (meals.length === 0) meals.push({ name: PASTE_DEFAULT_MEAL, items: [] });
    meals.at(-1)!.items.push({ recipe_id: line.recipe!.id, servings: line.servings! });
  }
  if (meals.length > MEAL_PLAN_MEALS_MAX) throw invalidField('text', mealPlanMessages.tooManyMeals);
  if (meals.some((meal) => meal.items.length > MEAL_PLAN_ITEMS_MAX))
    throw invalidField('text', mealPlanMessages.tooManyItems);
  if ((await mealPlanDayIds(tx, planId)).length >= MEAL_PLAN_DAYS_MAX)
    throw invalidField('text', mealPlanMessages.tooManyDays);
  const dayId = await appendPlanDay(tx, planId, {
    name: values.day_name,
    meant_for: values.meant_for,
    meals: meals.filter((meal) => meal.items.length > 0),
  });
  await touchMealPlan(tx, planId);
  const [day] = await readPlanDays(tx, planId, null, [dayId]);
  return { lines, ready, day: day ?? null };
};
