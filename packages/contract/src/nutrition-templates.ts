import { z } from 'zod';
import {
  keptProfiles,
  nutritionTargetsSchema,
  nutritionTargetsShape,
  requireNutritionModeProfiles,
} from './nutrition.js';
import { expectedUpdatedAtField } from './stale-update.js';
import { trashNotice } from './trash.js';

// Nutrition templates: named sets of targets (Cut, Maintain, Lean gain) a coach copies onto users, kept apart
// from the user's own targets in nutrition.ts, whose shape and mode rule they reuse.

export const NUTRITION_TEMPLATE_NAME_MAX = 100;
export const NUTRITION_TEMPLATE_DESCRIPTION_MAX = 500;
export const NUTRITION_TEMPLATES_PAGE_SIZE = 15;

export const nutritionTemplateMessages = {
  title: 'Nutrition templates',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must not exceed ${NUTRITION_TEMPLATE_NAME_MAX} characters`,
  descriptionTooLong: `Description must not exceed ${NUTRITION_TEMPLATE_DESCRIPTION_MAX} characters`,
  notFound: 'Nutrition template not found',
  created: 'Nutrition template created',
  updated: 'Nutrition template updated',
  deleted: 'Nutrition template deleted',
  staleUpdate:
    'This nutrition template was changed by someone else since you opened it. Reload to see the latest version.',
  noTemplates: 'No nutrition templates yet',
  noTemplatesHint: 'Create Cut, Maintain or Lean gain targets to copy onto users.',
  noResults: 'No nutrition templates found',
  create: 'New template',
  deleteTitle: 'Delete nutrition template',
  deleteConfirm: (days: number) =>
    `Are you sure you want to delete this nutrition template? ${trashNotice(days)}`,
} as const;

const templateName = z
  .string({ error: nutritionTemplateMessages.nameRequired })
  .trim()
  .min(1, nutritionTemplateMessages.nameRequired)
  .max(NUTRITION_TEMPLATE_NAME_MAX, nutritionTemplateMessages.nameTooLong);
const templateDescription = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value.trim() : null))
  .refine(
    (value) => value === null || value.length <= NUTRITION_TEMPLATE_DESCRIPTION_MAX,
    nutritionTemplateMessages.descriptionTooLong,
  );

const templateInputObject = z.object({
  name: templateName,
  description: templateDescription,
  ...nutritionTargetsShape,
});
const asTemplateValues = (value: z.output<typeof templateInputObject>) => ({
  name: value.name,
  description: value.description,
  ...keptProfiles(value),
});

/** A target template's body (POST, and PUT with `expected_updated_at`). */
export const nutritionTemplateInputSchema = templateInputObject
  .superRefine(requireNutritionModeProfiles)
  .transform(asTemplateValues);
export type NutritionTemplateInput = z.input<typeof nutritionTemplateInputSchema>;
export type NutritionTemplateValues = z.output<typeof nutritionTemplateInputSchema>;
export const updateNutritionTemplateSchema = templateInputObject
  .extend(expectedUpdatedAtField)
  .superRefine(requireNutritionModeProfiles)
  .transform((value) => ({ ...asTemplateValues(value), expected_updated_at: value.expected_updated_at }));

export const nutritionTemplateSchema = nutritionTargetsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NutritionTemplate = z.infer<typeof nutritionTemplateSchema>;
