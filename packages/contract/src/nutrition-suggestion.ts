import { z } from 'zod';
import { genders, type Gender } from './users.js';

/**
 * Suggested targets from a client's profile: Mifflin-St Jeor's resting energy (BMR = 10 × kg + 6.25 × cm −
 * 5 × age + 5 for men, − 161 for women), times an activity factor (total daily energy), moved by the goal's
 * deficit or surplus; protein from grams per kg of body weight, fat as a share of the calories, carbs the rest.
 * Shown to the coach as a suggestion to accept or edit.
 */
export const SUGGESTION_FORMULA = 'Mifflin-St Jeor';

export const activityLevels = ['sedentary', 'light', 'moderate', 'very', 'extra'] as const;
export type ActivityLevel = (typeof activityLevels)[number];
export const activityFactors: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  very: 1.725,
  extra: 1.9,
};
export const activityLabels: Record<ActivityLevel, string> = {
  sedentary: 'Sedentary (× 1.2)',
  light: 'Lightly active (× 1.375)',
  moderate: 'Moderately active (× 1.55)',
  very: 'Very active (× 1.725)',
  extra: 'Extra active (× 1.9)',
};

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export const suggestionMessages = {
  title: 'Suggest targets',
  formula: `Formula: ${SUGGESTION_FORMULA}`,
  weightLabel: 'Weight (kg)',
  heightLabel: 'Height (cm)',
  ageLabel: 'Age',
  sexLabel: 'Sex',
  activityLabel: 'Activity',
  goalLabel: 'Goal (% of maintenance, − deficit, + surplus)',
  proteinPerKgLabel: 'Protein (g per kg)',
  fatShareLabel: 'Fat (% of calories)',
  weightRange: 'Weight must be between 20 and 400 kg',
  heightRange: 'Height must be between 50 and 260 cm',
  ageRange: 'Age must be between 14 and 110',
  sexRequired: 'Choose male or female',
  goalRange: 'Goal must be between -50 and +50 %',
  proteinRange: 'Protein must be between 0 and 5 g per kg',
  fatRange: 'Fat must be between 5 and 70 % of calories',
  calculate: 'Calculate',
  accept: 'Use these targets',
  bmr: (kcal: number) => `BMR ${kcal.toLocaleString('en-US')} kcal`,
  maintenance: (kcal: number) => `Maintenance ${kcal.toLocaleString('en-US')} kcal`,
} as const;

const numberInput = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value;
const ranged = (min: number, max: number, message: string) =>
  z.preprocess(numberInput, z.number({ error: message }).min(min, message).max(max, message));

export const suggestionInputSchema = z.object({
  weight_kg: ranged(20, 400, suggestionMessages.weightRange),
  height_cm: ranged(50, 260, suggestionMessages.heightRange),
  age: ranged(14, 110, suggestionMessages.ageRange),
  sex: z.enum(genders, { error: suggestionMessages.sexRequired }),
  activity: z.enum(activityLevels),
  goal_percent: ranged(-50, 50, suggestionMessages.goalRange),
  protein_per_kg: ranged(0, 5, suggestionMessages.proteinRange),
  fat_percent: ranged(5, 70, suggestionMessages.fatRange),
});
export type SuggestionInput = z.output<typeof suggestionInputSchema>;

export interface Suggestion {
  bmr: number;
  maintenance: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Mifflin-St Jeor resting energy in kcal a day (unrounded). */
export const mifflinStJeor = (weightKg: number, heightCm: number, age: number, sex: Gender) =>
  10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);

/**
 * The suggestion, in whole kcal and grams: calories = round(BMR × factor × (1 + goal%)); protein = round(kg ×
 * g/kg); fat = round(calories × fat% / 9); carbs = what the rounded protein and fat leave, / 4 (never below 0).
 */
export const suggestTargets = (input: SuggestionInput): Suggestion => {
  const bmr = mifflinStJeor(input.weight_kg, input.height_cm, input.age, input.sex);
  const maintenance = bmr * activityFactors[input.activity];
  const calories = Math.round(maintenance * (1 + input.goal_percent / 100));
  const protein = Math.round(input.weight_kg * input.protein_per_kg);
  const fat = Math.round((calories * input.fat_percent) / 100 / KCAL_PER_GRAM.fat);
  const left = calories - protein * KCAL_PER_GRAM.protein - fat * KCAL_PER_GRAM.fat;
  const carbs = Math.max(0, Math.round(left / KCAL_PER_GRAM.carbs));
  return { bmr: Math.round(bmr), maintenance: Math.round(maintenance), calories, protein, carbs, fat };
};

/** Whole years of age on `today` (YYYY-MM-DD) of someone born on `dateOfBirth`; null when unreadable. */
export const ageOn = (dateOfBirth: string | null | undefined, today: string): number | null => {
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '');
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!born || !now) return null;
  const age = Number(now[1]) - Number(born[1]);
  const beforeBirthday = `${now[2]}-${now[3]}` < `${born[2]}-${born[3]}`;
  return beforeBirthday ? age - 1 : age;
};
