import { z } from 'zod';
import { paginated, recipeSchema, successEnvelope } from '@coachboard/contract';

export const RECIPE_TAGS = ['recipes'];

export const recipePageResponse = successEnvelope(paginated(recipeSchema));
export const recipeResponse = successEnvelope(recipeSchema);
export const deletedRecipeResponse = successEnvelope(z.object({ id: z.number().int() }));
