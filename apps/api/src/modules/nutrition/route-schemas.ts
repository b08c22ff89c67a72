import { z } from 'zod';
import {
  nutritionDaySchema,
  nutritionTemplateSchema,
  paginated,
  successEnvelope,
  userNutritionSchema,
} from '@coachboard/contract';

export const NUTRITION_TAGS = ['nutrition'];

export const userNutritionResponse = successEnvelope(userNutritionSchema);
export const nutritionDayResponse = successEnvelope(nutritionDaySchema);
export const nutritionTemplatePageResponse = successEnvelope(paginated(nutritionTemplateSchema));
export const nutritionTemplateResponse = successEnvelope(nutritionTemplateSchema);
export const deletedResponse = successEnvelope(z.object({ id: z.number().int() }));
