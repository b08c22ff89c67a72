import { parseIngredient, type Ingredient } from 'parse-ingredient';
import { AMOUNT_NUMERIC_MAX_LENGTH, defaultUnitFor, type RecipeUnit } from '@coachboard/contract';

/** parse-ingredient's unit ids that are one of ours; every other unit is kept as typed in the amount. */
const UNIT_BY_LIBRARY_ID: Partial<Record<string, RecipeUnit>> = {
  gram: 'g',
  milliliter: 'ml',
  cup: 'cup',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  ounce: 'oz',
  pound: 'lb',
};

/** Sizes describe the ingredient ('2 large eggs'), they are not units. */
const SIZE_WORDS = ['large', 'medium', 'small'];

/** Amounts without a quantity that recipes write after the name ('salt to taste'). */
const TRAILING_AMOUNT_PHRASES = ['to taste', 'as needed', 'to serve', 'for garnish'];

export type PastedLine =
  | { kind: 'item'; source: string; name: string; amount: string; unit: RecipeUnit }
  | { kind: 'heading'; source: string; name: string };

/** A quantity as the amount input holds it: a decimal with as many places as fit in 5 characters. */
export const formatQuantity = (quantity: number) => {
  for (const places of [3, 2, 1, 0]) {
    const text = String(Number(quantity.toFixed(places)));
    if (text.length <= AMOUNT_NUMERIC_MAX_LENGTH) return text;
  }
  return String(Math.round(quantity));
};

const headingName = (text: string) => {
  const name = text
    .replace(/:\s*$/, '')
    .replace(/^for\s+(the\s+)?/i, '')
    .trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const splitTrailingPhrase = (description: string) => {
  const lower = description.toLowerCase();
  for (const phrase of TRAILING_AMOUNT_PHRASES) {
    if (lower.endsWith(` ${phrase}`)) {
      const name = description.slice(0, -phrase.length).replace(/[\s,]+$/, '');
      return { name, amount: phrase };
    }
  }
  return { name: description, amount: '' };
};

const toPastedLine = (ingredient: Ingredient, source: string): PastedLine => {
  const description = ingredient.description.trim();
  if (ingredient.isGroupHeader) return { kind: 'heading', source, name: headingName(description) };
  const { quantity, quantity2, unitOfMeasure, unitOfMeasureID } = ingredient;
  if (quantity === null) {
    const { name, amount } = splitTrailingPhrase(description);
    return { kind: 'item', source, name, amount, unit: defaultUnitFor(amount) };
  }
  const ourUnit = unitOfMeasureID ? UNIT_BY_LIBRARY_ID[unitOfMeasureID] : undefined;
  const typedUnit = unitOfMeasure ?? '';
  if (quantity2 !== null) {
    const amount = `${formatQuantity(quantity)}-${formatQuantity(quantity2)} ${typedUnit}`.trim();
    return { kind: 'item', source, name: description, amount, unit: 'None' };
  }
  if (ourUnit)
    return { kind: 'item', source, name: description, amount: formatQuantity(quantity), unit: ourUnit };
  if (unitOfMeasureID) {
    const amount = `${formatQuantity(quantity)} ${typedUnit}`;
    return { kind: 'item', source, name: description, amount, unit: 'None' };
  }
  return { kind: 'item', source, name: description, amount: formatQuantity(quantity), unit: 'None' };
};

/**
 * Turns a pasted ingredient list (one ingredient a line) into items with a name, an amount and one of our
 * units, using parse-ingredient for quantities (mixed numbers, vulgar fractions, ranges) and units. Lines such
 * as 'For the dressing:' come back as headings. Blank lines are skipped.
 */
export const parseIngredientList = (text: string): PastedLine[] => {
  const lines = text.split(/\r?\n/);
  return parseIngredient(text.replace(/\r\n/g, '\n'), { ignoreUOMs: SIZE_WORDS, includeMeta: true }).map(
    (ingredient) => {
      const index = ingredient.meta?.sourceIndex;
      const source = (index === undefined ? ingredient.description : (lines[index] ?? '')).trim();
      return toPastedLine(ingredient, source);
    },
  );
};
