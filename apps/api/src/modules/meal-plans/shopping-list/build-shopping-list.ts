import type { IngredientSection, ShoppingLine, ShoppingList } from '@coachboard/contract';
import { fromBaseUnit, inBaseUnit, ingredientKey, readAmount, shownUnit } from './ingredient-amount.js';

/** One recipe to shop for, `times` over (servings × how often its day is eaten × the servings factor). */
export interface ShoppingRecipe {
  name: string;
  ingredients: IngredientSection[];
  times: number;
}

interface Group {
  ingredient: string;
  key: string;
  dimension: string;
  /** The units written, to keep one when every amount used it (3 cups, not 709.76 ml). */
  units: Set<string | null>;
  written: number;
  base: number;
  sources: ShoppingLine['sources'];
}

const round = (value: number) => Math.round(value * 100) / 100;

const lineOf = (group: Group, notAdded: boolean): ShoppingLine => {
  const unreadable = group.dimension === 'unreadable';
  let amount: number | null = null;
  let unit: string | null = null;
  if (!unreadable) {
    const [only] = group.units;
    if (group.units.size === 1 && only !== undefined) {
      amount = round(group.written);
      unit = shownUnit(only, amount);
    } else {
      const shown = fromBaseUnit(group.dimension, group.base);
      amount = round(shown.amount);
      unit = shown.unit;
    }
  }
  return {
    ingredient: group.ingredient,
    key: group.key,
    amount,
    unit,
    sources: group.sources,
    not_added: notAdded,
    unreadable,
  };
};

/**
 * Every ingredient of the recipes added up per ingredient (names matched by ingredientKey) and per dimension:
 * amounts in one dimension are converted and summed; an ingredient written in two dimensions (1 cup and 50 g of
 * rice) gets one line per dimension, each flagged not_added, never summed; an amount that cannot be read is a
 * line of its own, flagged unreadable. Lines in name order.
 */
export const buildShoppingList = (title: string, recipes: readonly ShoppingRecipe[]): ShoppingList => {
  const groups = new Map<string, Group>();
  for (const recipe of recipes) {
    for (const item of recipe.ingredients.flatMap((section) => section.items)) {
      const key = ingredientKey(item.name);
      const amount = readAmount(item.amount);
      const dimension = amount?.dimension ?? 'unreadable';
      const groupKey = `${key}\u0000${dimension}`;
      let group = groups.get(groupKey);
      if (!group) {
        group = {
          ingredient: item.name.replace(/\s+/g, ' ').trim(),
          key,
          dimension,
          units: new Set(),
          written: 0,
          base: 0,
          sources: [],
        };
        groups.set(groupKey, group);
      }
      if (amount) {
        group.units.add(amount.unit);
        group.written += amount.quantity * recipe.times;
        group.base += inBaseUnit(amount) * recipe.times;
      }
      group.sources.push({ recipe: recipe.name, amount: item.amount, times: round(recipe.times) });
    }
  }
  const dimensionsOf = new Map<string, number>();
  for (const group of groups.values())
    if (group.dimension !== 'unreadable') dimensionsOf.set(group.key, (dimensionsOf.get(group.key) ?? 0) + 1);
  const lines = [...groups.values()]
    .map((group) => lineOf(group, group.dimension !== 'unreadable' && (dimensionsOf.get(group.key) ?? 0) > 1))
    .sort((a, b) => a.key.localeCompare(b.key) || (a.unit ?? '').localeCompare(b.unit ?? ''));
  return {
    title,
    lines,
    flagged: lines.filter((line) => line.not_added || line.unreadable).length,
    recipes: recipes.length,
  };
};
