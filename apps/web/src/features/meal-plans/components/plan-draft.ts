import {
  itemTotals,
  offTargetReasonsOf,
  sumTotals,
  type DayTarget,
  type DayTargets,
  type MealPlan,
  type MealPlanDayKind,
  type MealPlanInput,
  type NutrientTotals,
  type OffTargetReason,
} from '@coachboard/contract';

/** Macros of one serving, as the editor keeps them to total a day while it is edited. */
export interface ServingMacros {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export interface DraftItem {
  key: string;
  recipe_id: number;
  recipe_name: string;
  servings: number;
  macros: ServingMacros;
}
export interface DraftMeal {
  key: string;
  name: string;
  items: DraftItem[];
}
export interface DraftDay {
  key: string;
  id?: number;
  name: string;
  meant_for: MealPlanDayKind;
  meals: DraftMeal[];
}

let counter = 0;
export const draftKey = () => `draft-${(counter += 1)}`;

const perServing = (value: number, servings: number) => (servings > 0 ? value / servings : 0);

/** The editor's days from a saved plan (a serving's macros from each item's totals). */
export const draftOf = (plan: MealPlan): DraftDay[] =>
  plan.days.map((day) => ({
    key: draftKey(),
    id: day.id,
    name: day.name,
    meant_for: day.meant_for,
    meals: day.meals.map((meal) => ({
      key: draftKey(),
      name: meal.name,
      items: meal.items.map((item) => ({
        key: draftKey(),
        recipe_id: item.recipe_id,
        recipe_name: item.recipe_name ?? `Recipe ${item.recipe_id} (in the trash)`,
        servings: item.servings,
        macros: {
          calories: perServing(item.totals.calories, item.servings),
          protein: perServing(item.totals.protein, item.servings),
          carbs: perServing(item.totals.carbs, item.servings),
          fat: perServing(item.totals.fat, item.servings),
        },
      })),
    })),
  }));

/** The PUT body of the editor's days. */
export const daysInputOf = (days: readonly DraftDay[]): NonNullable<MealPlanInput['days']> =>
  days.map((day) => ({
    ...(day.id !== undefined ? { id: day.id } : {}),
    name: day.name,
    meant_for: day.meant_for,
    meals: day.meals.map((meal) => ({
      name: meal.name,
      items: meal.items.map((item) => ({ recipe_id: item.recipe_id, servings: item.servings })),
    })),
  }));

export const draftDayTotals = (day: DraftDay): NutrientTotals =>
  sumTotals(day.meals.flatMap((meal) => meal.items.map((item) => itemTotals(item.macros, item.servings))));

/** A day's totals held to the target of its kind: the target, and why it is off (empty: on target). */
export const heldDay = (
  day: DraftDay,
  targets: DayTargets | null,
): { totals: NutrientTotals; target: DayTarget | null; reasons: OffTargetReason[] } => {
  const totals = draftDayTotals(day);
  const target = targets?.[day.meant_for] ?? null;
  return { totals, target, reasons: target ? offTargetReasonsOf(totals, target) : [] };
};
