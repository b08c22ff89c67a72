/** The units the recipe form offers (spec part 2 section 3); 'None' means a bare number. */
export const recipeUnits = ['None', 'g', 'ml', 'cup', 'tbsp', 'tsp', 'oz', 'lb'] as const;
export type RecipeUnit = (typeof recipeUnits)[number];

export const recipeUnitLabels: Record<RecipeUnit, string> = {
  None: 'None',
  g: 'g (grams)',
  ml: 'ml (milliliters)',
  cup: 'cup (cups)',
  tbsp: 'tbsp (tablespoons)',
  tsp: 'tsp (teaspoons)',
  oz: 'oz (ounces)',
  lb: 'lb (pounds)',
};

export const AMOUNT_NUMERIC_MAX_LENGTH = 5;
export const DEFAULT_RECIPE_UNIT: RecipeUnit = 'g';

/** A whole number, a decimal, a fraction or a mixed number: '200', '1.5', '3/4', '1 1/2'. */
const NUMERIC_AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+|\d+\/\d+|\d+\s+\d+\/\d+)$/;

export const startsWithNumber = (text: string) => /^\d/.test(text);
export const isNumericAmount = (text: string) => NUMERIC_AMOUNT.test(text.trim());

/** What the amount input keeps while typing: text that starts with a number is capped at 5 characters. */
export const capAmountInput = (text: string) =>
  startsWithNumber(text) ? text.slice(0, AMOUNT_NUMERIC_MAX_LENGTH) : text;

/** The unit shown for an amount: g for a new (empty) or numeric amount, None for a non-numeric one. */
export const defaultUnitFor = (amount: string): RecipeUnit =>
  amount.trim() === '' || isNumericAmount(amount) ? DEFAULT_RECIPE_UNIT : 'None';

/**
 * The amount text sent for an item (spec part 2 section 5): a numeric amount gets its unit ('200 g'), g when
 * no unit is chosen, and stays a bare number with None; anything else is sent as typed.
 */
export const composeAmount = (amount: string, unit: RecipeUnit | '' | null | undefined) => {
  const text = amount.trim();
  if (!isNumericAmount(text)) return text;
  if (unit === 'None') return text;
  return `${text} ${unit || DEFAULT_RECIPE_UNIT}`;
};

const isRecipeUnit = (value: string): value is RecipeUnit =>
  (recipeUnits as readonly string[]).includes(value);

/** A stored amount split back into the form's amount and unit, e.g. for editing. */
export const splitAmount = (stored: string): { amount: string; unit: RecipeUnit } => {
  const text = stored.trim();
  if (isNumericAmount(text)) return { amount: text, unit: 'None' };
  const match = /^(.*?\d)\s*([a-z]+)$/i.exec(text);
  const unit = match?.[2]?.toLowerCase() ?? '';
  const number = match?.[1]?.trim() ?? '';
  if (match && isRecipeUnit(unit) && isNumericAmount(number)) return { amount: number, unit };
  return { amount: text, unit: 'None' };
};
