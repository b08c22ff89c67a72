import { z } from 'zod';
import {
  composeAmount,
  defaultUnitFor,
  recipeInputSchema,
  roundToStep,
  splitAmount,
  type Recipe,
  type RecipeInput,
  type RecipeUnit,
} from '@coachboard/contract';

export interface IngredientItemValues {
  name: string;
  amount: string;
  unit: RecipeUnit;
}

export interface IngredientSectionValues {
  section: string;
  items: IngredientItemValues[];
}

/** What the modal's inputs hold: numbers stay text until the payload is built. */
export interface RecipeFormValues {
  name: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  description: string;
  ingredients: IngredientSectionValues[];
  directions: string;
}

const macroText = (value: number | null) => (value === null ? '' : String(value));

export const emptyIngredientItem = (): IngredientItemValues => ({
  name: '',
  amount: '',
  unit: defaultUnitFor(''),
});
export const emptyIngredientSection = (): IngredientSectionValues => ({
  section: '',
  items: [emptyIngredientItem()],
});

/** The form's starting values: empty for a new recipe, the recipe's values (amounts split) for an edit. */
export const recipeFormValues = (recipe?: Recipe | null): RecipeFormValues =>
  recipe
    ? {
        name: recipe.name,
        calories: macroText(recipe.calories),
        protein: macroText(recipe.protein),
        carbs: macroText(recipe.carbs),
        fat: macroText(recipe.fat),
        description: recipe.description ?? '',
        ingredients: recipe.ingredients.map((section) => ({
          section: section.section,
          items: section.items.map((item) => ({ name: item.name, ...splitAmount(item.amount) })),
        })),
        directions: recipe.directions ?? '',
      }
    : {
        name: '',
        calories: '',
        protein: '',
        carbs: '',
        fat: '',
        description: '',
        ingredients: [],
        directions: '',
      };

/** A macro input as sent: a decimal at the 0.1 step, 0 when it does not parse (spec part 2 section 5). */
const macroValue = (text: string) => {
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? roundToStep(parsed) : 0;
};

/**
 * The body of POST /recipes and PUT /recipes/{id}: text trimmed; an empty description, directions, macro or
 * ingredient list left out; each amount composed with its unit.
 */
export const recipePayload = (values: RecipeFormValues): RecipeInput => {
  const payload: RecipeInput = { name: values.name.trim() };
  for (const field of ['calories', 'protein', 'carbs', 'fat'] as const) {
    if (values[field].trim() !== '') payload[field] = macroValue(values[field]);
  }
  const description = values.description.trim();
  if (description) payload.description = description;
  if (values.ingredients.length > 0) {
    payload.ingredients = values.ingredients.map((section) => ({
      section: section.section.trim(),
      items: section.items.map((item) => ({
        name: item.name.trim(),
        amount: composeAmount(item.amount, item.unit),
      })),
    }));
  }
  const directions = values.directions.trim();
  if (directions) payload.directions = directions;
  return payload;
};

/**
 * The form validated as what would be sent: the contract's rules run on the payload (so the form shows the API's
 * messages, keyed like the form's fields: 'ingredients.0.items.1.amount'), and the payload itself comes out.
 */
export const recipeFormSchema = z
  .custom<RecipeFormValues>()
  .transform(recipePayload)
  .superRefine((payload, context) => {
    const result = recipeInputSchema.safeParse(payload);
    if (result.success) return;
    for (const issue of result.error.issues) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.length ? issue.path : ['name'],
      });
    }
  });

/** Field errors of the payload, keyed like the form's fields ('ingredients.0.items.1.amount'). */
export const recipeFormErrors = (values: RecipeFormValues): Record<string, string> => {
  const result = recipeFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};
