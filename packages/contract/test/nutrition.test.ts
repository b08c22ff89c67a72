import { describe, expect, it } from 'vitest';
import {
  ageOn,
  mifflinStJeor,
  nutritionTargetsValuesSchema,
  profileForKind,
  suggestTargets,
  userNutritionInputSchema,
} from '../src/index.js';

const profile = { calories: 2400, protein: 180, carbs: 260, fat: 70 };

describe('suggestTargets (Mifflin-St Jeor)', () => {
  it('gives the published BMR for a man and a woman', () => {
    // 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1780
    expect(mifflinStJeor(80, 180, 30, 'male')).toBe(1780);
    // 10 × 60 + 6.25 × 165 − 5 × 25 − 161 = 1345.25
    expect(mifflinStJeor(60, 165, 25, 'female')).toBe(1345.25);
  });

  it('a man cutting 20 % at moderate activity: 2207 kcal, 160 g protein, 61 g fat, 255 g carbs', () => {
    const suggestion = suggestTargets({
      weight_kg: 80,
      height_cm: 180,
      age: 30,
      sex: 'male',
      activity: 'moderate',
      goal_percent: -20,
      protein_per_kg: 2,
      fat_percent: 25,
    });
    // 1780 × 1.55 = 2759; × 0.8 = 2207.2; fat 2207 × 25 % / 9 = 61.3; carbs (2207 − 640 − 549) / 4 = 254.5
    expect(suggestion).toEqual({
      bmr: 1780,
      maintenance: 2759,
      calories: 2207,
      protein: 160,
      fat: 61,
      carbs: 255,
    });
  });

  it('a woman maintaining at light activity: 1850 kcal, 108 g protein, 62 g fat, 215 g carbs', () => {
    const suggestion = suggestTargets({
      weight_kg: 60,
      height_cm: 165,
      age: 25,
      sex: 'female',
      activity: 'light',
      goal_percent: 0,
      protein_per_kg: 1.8,
      fat_percent: 30,
    });
    // 1345.25 × 1.375 = 1849.7; fat 1850 × 30 % / 9 = 61.7; carbs (1850 − 432 − 558) / 4 = 215
    expect(suggestion).toEqual({
      bmr: 1345,
      maintenance: 1850,
      calories: 1850,
      protein: 108,
      fat: 62,
      carbs: 215,
    });
  });

  it('a surplus for a very active man, and carbs never below zero', () => {
    const gain = suggestTargets({
      weight_kg: 100,
      height_cm: 190,
      age: 40,
      sex: 'male',
      activity: 'very',
      goal_percent: 10,
      protein_per_kg: 2.2,
      fat_percent: 25,
    });
    // 1992.5 × 1.725 = 3437.06; × 1.1 = 3780.77; fat 3781 × 25 % / 9 = 105.03; carbs (3781 − 880 − 945) / 4 = 489
    expect(gain).toEqual({
      bmr: 1993,
      maintenance: 3437,
      calories: 3781,
      protein: 220,
      fat: 105,
      carbs: 489,
    });
    const lean = suggestTargets({
      ...{ weight_kg: 100, height_cm: 150, age: 80, sex: 'female' as const },
      activity: 'sedentary',
      goal_percent: -50,
      protein_per_kg: 5,
      fat_percent: 70,
    });
    expect(lean.carbs).toBe(0);
  });

  it('reads the age on a date, the birthday counting from its day', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn(null, '2026-06-15')).toBeNull();
  });
});

describe('nutrition targets', () => {
  it('keeps only the profiles of the mode', () => {
    const parsed = nutritionTargetsValuesSchema.parse({
      mode: 'every_day',
      every_day: profile,
      rest_day: profile,
    });
    expect(parsed).toEqual({
      mode: 'every_day',
      every_day: { ...profile, fibre: null },
      training_day: null,
      rest_day: null,
    });
  });

  it('asks for both profiles when training and rest days differ', () => {
    const result = nutritionTargetsValuesSchema.safeParse({ mode: 'training_rest', training_day: profile });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rest_day']);
  });

  it('refuses negative, fractional and too high amounts with the field label', () => {
    const result = nutritionTargetsValuesSchema.safeParse({
      mode: 'every_day',
      every_day: { calories: 12000, protein: -1, carbs: 20.5, fat: 60, fibre: '' },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Calories cannot exceed 10,000',
      'Protein (g) cannot be negative',
      'Carbs (g) must be a whole number',
    ]);
  });

  it('takes either values or a template, not both', () => {
    expect(userNutritionInputSchema.safeParse({ from_template_id: 3 }).success).toBe(true);
    expect(userNutritionInputSchema.safeParse({ from_template_id: 3, mode: 'every_day' }).success).toBe(
      false,
    );
    expect(userNutritionInputSchema.safeParse({}).success).toBe(false);
  });

  it('picks the profile of a kind', () => {
    const split = nutritionTargetsValuesSchema.parse({
      mode: 'training_rest',
      training_day: profile,
      rest_day: { ...profile, carbs: 150 },
    });
    expect(profileForKind(split, 'training')?.carbs).toBe(260);
    expect(profileForKind(split, 'rest')?.carbs).toBe(150);
    expect(profileForKind(split, 'none')).toBeNull();
    const same = nutritionTargetsValuesSchema.parse({ mode: 'every_day', every_day: profile });
    expect(profileForKind(same, 'rest')?.carbs).toBe(260);
  });
});
