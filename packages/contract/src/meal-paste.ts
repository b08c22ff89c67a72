import { SERVINGS_MAX, SERVINGS_MIN, mealPlanMessages } from './meal-plans.js';

/**
 * 'Paste a day': each line is a meal heading ('Breakfast', 'Lunch:'), a recipe with its servings ('2 x Overnight
 * oats', 'Chicken rice bowl 1.5', 'Oats x2', 'Oats (1.5)'; one serving when none is written) or blank. A line
 * without servings is a heading when it ends with ':' or is a usual meal name; otherwise a recipe.
 */
export type ParsedMealPasteLine =
  | { line: number; text: string; kind: 'meal'; name: string }
  | { line: number; text: string; kind: 'item'; name: string; servings: number }
  | { line: number; text: string; kind: 'invalid'; name: string; message: string };

/** The meal recipe lines fall into when the text starts with a recipe, before any heading. */
export const PASTE_DEFAULT_MEAL = 'Meals';

const MEAL_WORDS = new Set([
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'supper',
  'snack',
  'snacks',
  'dessert',
  'pre-workout',
  'post-workout',
  'pre workout',
  'post workout',
  'morning snack',
  'afternoon snack',
  'evening snack',
]);

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|\d+\/\d+|½|¼|¾)`;
const LEADING = new RegExp(String.raw`^${NUMBER}\s*(?:x|×|\*)\s+(.+)$`, 'i');
const LEADING_TIGHT = new RegExp(String.raw`^${NUMBER}(?:x|×)(\S.*)$`, 'i');
const SERVINGS_OF = new RegExp(String.raw`^${NUMBER}\s+servings?\s+(?:of\s+)?(.+)$`, 'i');
const TRAILING_TIMES = new RegExp(String.raw`^(.+?)(?:\s+x|\s*×|\s*\*)\s*${NUMBER}$`, 'i');
const TRAILING_PAREN = new RegExp(String.raw`^(.+?)\s*\(\s*${NUMBER}\s*(?:servings?)?\s*\)$`, 'i');
const TRAILING_NUMBER = new RegExp(String.raw`^(.+?)\s+${NUMBER}(?:\s+servings?)?$`, 'i');

const readNumber = (text: string) => {
  if (text === '½') return 0.5;
  if (text === '¼') return 0.25;
  if (text === '¾') return 0.75;
  if (text.includes('/')) {
    const [top, bottom] = text.split('/').map(Number);
    return bottom ? top! / bottom : Number.NaN;
  }
  return Number(text.replace(',', '.'));
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const stripBullet = (text: string) => text.replace(/^\s*(?:[-•*–]\s+|\d+[.)]\s+)/, '');

const servingsAndName = (text: string): { name: string; servings: string } | null => {
  for (const [pattern, numberFirst] of [
    [SERVINGS_OF, true],
    [LEADING, true],
    [LEADING_TIGHT, true],
    [TRAILING_PAREN, false],
    [TRAILING_TIMES, false],
    [TRAILING_NUMBER, false],
  ] as const) {
    const match = pattern.exec(text);
    if (match)
      return numberFirst
        ? { servings: match[1]!, name: match[2]! }
        : { name: match[1]!, servings: match[2]! };
  }
  return null;
};

export const parseMealPasteLine = (raw: string, line: number): ParsedMealPasteLine | null => {
  const text = clean(stripBullet(raw));
  if (text === '') return null;
  if (text.endsWith(':')) return { line, text: raw, kind: 'meal', name: clean(text.slice(0, -1)) };
  const found = servingsAndName(text);
  if (!found) {
    if (MEAL_WORDS.has(text.toLowerCase())) return { line, text: raw, kind: 'meal', name: text };
    return { line, text: raw, kind: 'item', name: text, servings: 1 };
  }
  const servings = readNumber(found.servings);
  const name = clean(found.name);
  if (!Number.isFinite(servings) || servings < SERVINGS_MIN || servings > SERVINGS_MAX)
    return { line, text: raw, kind: 'invalid', name, message: mealPlanMessages.servingsInvalid };
  return { line, text: raw, kind: 'item', name, servings: Math.round(servings * 100) / 100 };
};

/** Every line of a pasted day, numbered from 1 as written (blank lines are counted, not answered). */
export const parseMealPaste = (text: string): ParsedMealPasteLine[] =>
  text.split(/\r?\n/).flatMap((raw, index) => parseMealPasteLine(raw, index + 1) ?? []);

/** The name a recipe is matched by: lower case, single spaces. */
export const recipeMatchKey = (name: string) => clean(name).toLowerCase();
