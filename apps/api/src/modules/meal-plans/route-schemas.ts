import { z } from 'zod';
import { mealPlanSchema, mealPlanSummarySchema, paginated, successEnvelope } from '@coachboard/contract';

export const MEAL_PLAN_TAGS = ['meal-plans'];

export const mealPlanPageResponse = successEnvelope(paginated(mealPlanSummarySchema));
export const mealPlanResponse = successEnvelope(mealPlanSchema);
export const deletedMealPlanResponse = successEnvelope(z.object({ id: z.number().int() }));
