import { z } from 'zod';
import { MAX_IMAGE_BYTES, imageMimeTypes, imageRefSchema } from './files.js';
import { expectedUpdatedAtField } from './stale-update.js';
import { trashNotice } from './trash.js';

export const RECIPES_PAGE_SIZE = 15;
export const RECIPE_SEARCH_PAGE_SIZE = 15;
export const RECIPE_NAME_MAX = 255;
export const RECIPE_DESCRIPTION_MAX = 5000;
export const RECIPE_DIRECTIONS_MAX = 20_000;
export const RECIPE_SECTIONS_MAX = 20;
export const RECIPE_SECTION_ITEMS_MAX = 100;
export const SECTION_NAME_MAX = 100;
export const INGREDIENT_NAME_MAX = 255;
export const INGREDIENT_AMOUNT_MAX = 50;
export const CALORIES_MAX = 100_000;
export const MACRO_GRAMS_MAX = 10_000;
export const MACRO_STEP = 0.1;
export const DESCRIPTION_PREVIEW_LENGTH = 80;
export const DESCRIPTION_PREVIEW_LENGTH_MOBILE = 100;
export const DELETE_ITEM_NAME_LENGTH = 50;

export const recipeMessages = {
  nameRequired: 'Recipe name is required',
  nameTooLong: `Recipe name must not exceed ${RECIPE_NAME_MAX} characters`,
  caloriesNegative: 'Calories cannot be negative',
  proteinNegative: 'Protein cannot be negative',
  carbsNegative: 'Carbs cannot be negative',
  fatNegative: 'Fat cannot be negative',
  caloriesNotNumber: 'Calories must be a number',
  proteinNotNumber: 'Protein must be a number',
  carbsNotNumber: 'Carbs must be a number',
  fatNotNumber: 'Fat must be a number',
  caloriesTooHigh: `Calories cannot exceed ${CALORIES_MAX.toLocaleString('en-US')}`,
  proteinTooHigh: `Protein cannot exceed ${MACRO_GRAMS_MAX.toLocaleString('en-US')} g`,
  carbsTooHigh: `Carbs cannot exceed ${MACRO_GRAMS_MAX.toLocaleString('en-US')} g`,
  fatTooHigh: `Fat cannot exceed ${MACRO_GRAMS_MAX.toLocaleString('en-US')} g`,
  descriptionTooLong: `Description must not exceed ${RECIPE_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  directionsTooLong: `Cooking directions must not exceed ${RECIPE_DIRECTIONS_MAX.toLocaleString('en-US')} characters`,
  sectionNameRequired: 'Section name is required',
  sectionNameTooLong: `Section name must not exceed ${SECTION_NAME_MAX} characters`,
  tooManySections: `A recipe can have at most ${RECIPE_SECTIONS_MAX} ingredient sections`,
  tooManyItems: `A section can have at most ${RECIPE_SECTION_ITEMS_MAX} ingredients`,
  ingredientNameRequired: 'Ingredient name is required',
  ingredientNameTooLong: `Ingredient name must not exceed ${INGREDIENT_NAME_MAX} characters`,
  amountRequired: 'Amount is required',
  amountTooLong: `Amount must not exceed ${INGREDIENT_AMOUNT_MAX} characters`,
  ingredientsInvalid: 'Ingredients must be a list of sections, each with a list of items',
  imageType: 'Please upload a valid image file (JPG, JPEG, or PNG)',
  imageTooLarge: 'Image size must be less than 20MB',
  notFound: 'Recipe not found',
  fetchFailed: 'Failed to fetch recipes',
  fetchUnexpected: 'An unexpected error occurred while fetching recipes',
  detailUnexpected: 'An unexpected error occurred while fetching recipe',
  createFailed: 'Failed to create recipe',
  updateFailed: 'Failed to update recipe',
  deleteFailed: 'Failed to delete recipe',
  searchFailed: 'Failed to search recipes',
  uploadImageFailed: 'Failed to upload recipe image',
  deleteImageFailed: 'Failed to delete recipe image',
  uploadFailed: 'Failed to upload image',
  unexpected: 'An unexpected error occurred',
  loadError: (message: string) => `Error loading recipes: ${message}`,
  searchError: (message: string) => `Error searching recipes: ${message}`,
  writeError: (message: string) => `Error: ${message}`,
  noResults: 'No recipes found',
  noResultsHint: 'Try adjusting your search criteria or create a new recipe.',
  noRecipes: 'No recipes yet',
  noRecipesHint: 'Get started by creating your first recipe.',
  noDirections: 'No cooking directions provided for this recipe.',
  untitled: 'Untitled Recipe',
  deleteTitle: 'Delete Recipe',
  deleteConfirm: (days: number) => `Are you sure you want to delete this recipe? ${trashNotice(days)}`,
  uploadHint: 'Click to upload JPG, JPEG, or PNG (max 20MB)',
} as const;

const macroFields = {
  calories: {
    negative: recipeMessages.caloriesNegative,
    notNumber: recipeMessages.caloriesNotNumber,
    tooHigh: recipeMessages.caloriesTooHigh,
    max: CALORIES_MAX,
  },
  protein: {
    negative: recipeMessages.proteinNegative,
    notNumber: recipeMessages.proteinNotNumber,
    tooHigh: recipeMessages.proteinTooHigh,
    max: MACRO_GRAMS_MAX,
  },
  carbs: {
    negative: recipeMessages.carbsNegative,
    notNumber: recipeMessages.carbsNotNumber,
    tooHigh: recipeMessages.carbsTooHigh,
    max: MACRO_GRAMS_MAX,
  },
  fat: {
    negative: recipeMessages.fatNegative,
    notNumber: recipeMessages.fatNotNumber,
    tooHigh: recipeMessages.fatTooHigh,
    max: MACRO_GRAMS_MAX,
  },
} as const;
export type MacroField = keyof typeof macroFields;
export const macroFieldNames = Object.keys(macroFields) as MacroField[];

/** Rounds to the 0.1 step of the macro inputs (spec part 2 section 9). */
export const roundToStep = (value: number) => Math.round(value * 10) / 10;

/**
 * A macro: absent, null or blank means "not given" (null); numbers and numeric text are accepted, rounded to
 * one decimal, and must be 0 or more.
 */
const macroSchema = (field: MacroField) => {
  const rule = macroFields[field];
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
      return value;
    },
    z
      .number({ error: rule.notNumber })
      .refine(Number.isFinite, rule.notNumber)
      .min(0, rule.negative)
      .max(rule.max, rule.tooHigh)
      .transform(roundToStep)
      .nullable(),
  );
};

/** Optional text: trimmed, and blank means null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, tooLong);

const requiredTrimmed = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const ingredientItemSchema = z.object({
  name: requiredTrimmed(
    recipeMessages.ingredientNameRequired,
    INGREDIENT_NAME_MAX,
    recipeMessages.ingredientNameTooLong,
  ),
  amount: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredTrimmed(recipeMessages.amountRequired, INGREDIENT_AMOUNT_MAX, recipeMessages.amountTooLong),
  ),
});
export type IngredientItem = z.infer<typeof ingredientItemSchema>;

export const ingredientSectionSchema = z.object({
  section: requiredTrimmed(
    recipeMessages.sectionNameRequired,
    SECTION_NAME_MAX,
    recipeMessages.sectionNameTooLong,
  ),
  items: z
    .array(ingredientItemSchema, { error: recipeMessages.ingredientsInvalid })
    .max(RECIPE_SECTION_ITEMS_MAX, recipeMessages.tooManyItems),
});
export type IngredientSection = z.infer<typeof ingredientSectionSchema>;

/** Create form and `POST /recipes` body; `PUT /recipes/{id}` takes the same payload and replaces the recipe. */
export const recipeInputSchema = z.object({
  name: requiredTrimmed(recipeMessages.nameRequired, RECIPE_NAME_MAX, recipeMessages.nameTooLong),
  calories: macroSchema('calories'),
  protein: macroSchema('protein'),
  carbs: macroSchema('carbs'),
  fat: macroSchema('fat'),
  description: optionalText(RECIPE_DESCRIPTION_MAX, recipeMessages.descriptionTooLong),
  ingredients: z
    .array(ingredientSectionSchema, { error: recipeMessages.ingredientsInvalid })
    .max(RECIPE_SECTIONS_MAX, recipeMessages.tooManySections)
    .nullish()
    .transform((sections) => sections ?? []),
  directions: optionalText(RECIPE_DIRECTIONS_MAX, recipeMessages.directionsTooLong),
});
/** What a client sends; macros may also be numeric text, and anything left out is stored as empty. */
export interface RecipeInput {
  name: string;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
  description?: string | null;
  ingredients?: { section: string; items: { name: string; amount: string }[] }[] | null;
  directions?: string | null;
}
export type RecipeValues = z.output<typeof recipeInputSchema>;

/** `PUT /recipes/{id}`: the create payload, plus the `updated_at` the editor loaded (409 when it changed). */
export const updateRecipeSchema = recipeInputSchema.extend(expectedUpdatedAtField);
export type UpdateRecipeInput = RecipeInput & { expected_updated_at?: string };
export type UpdateRecipeValues = z.output<typeof updateRecipeSchema>;

/** A recipe as the API sends it. Macros are grams (calories kcal), null when not given. */
export const recipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  calories: z.number().nullable(),
  description: z.string().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  ingredients: z.array(
    z.object({ section: z.string(), items: z.array(z.object({ name: z.string(), amount: z.string() })) }),
  ),
  directions: z.string().nullable(),
  recipe_image: imageRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** Calories as the list shows them: 'N kcal', or a dash when empty or 0. */
export const formatCalories = (calories: number | null | undefined) => (calories ? `${calories} kcal` : '-');

/** A macro badge value in grams, or a dash when empty. */
export const formatGrams = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? '-' : `${grams}g`;

/** The list's description: cut at `max` characters (80, or 100 on mobile) followed by '...'. */
export const truncateDescription = (text: string | null | undefined, max = DESCRIPTION_PREVIEW_LENGTH) => {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
};

/** The name in delete confirmations: the first 50 characters, 'Untitled Recipe' when blank. */
export const recipeConfirmName = (name: string | null | undefined) =>
  (name?.trim() || recipeMessages.untitled).slice(0, DELETE_ITEM_NAME_LENGTH);

/** The recipe image check before an upload (spec part 2 section 5); the server decides again by the bytes. */
export const validateRecipeImage = (file: { name: string; type: string; size: number }) => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (imageMimeTypes as readonly string[]).includes(file.type)
    : ['jpg', 'jpeg', 'png'].includes(extension);
  if (!typeOk) return recipeMessages.imageType;
  if (file.size > MAX_IMAGE_BYTES) return recipeMessages.imageTooLarge;
  return null;
};
