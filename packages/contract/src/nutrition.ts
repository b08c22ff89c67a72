/**
 * Which targets a date takes: the training-day profile, the rest-day profile, or none (no assignment covers the
 * date: before the start date, on or after `ends_on`, or no program).
 */
export const nutritionProfileKinds = ['training', 'rest', 'none'] as const;
export type NutritionProfileKind = (typeof nutritionProfileKinds)[number];
