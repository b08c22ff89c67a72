import type { DayTarget, DayTargets, NutrientTotals, OffTargetReason } from './meal-plans.js';
import type { NutritionProfile, NutritionTargets } from './nutrition.js';

// The meal plan rules: what a day is held to, its totals from recipes × servings, and when it is off target.

const dayTarget = (profile: NutritionProfile | null): DayTarget | null => (profile ? { ...profile } : null);

/** The day targets of a set of nutrition targets (a user's or a template's); null without targets. */
export const dayTargetsOf = (targets: NutritionTargets | null): DayTargets | null => {
  if (!targets) return null;
  if (targets.mode === 'every_day') {
    const every = dayTarget(targets.every_day);
    return { training: every, rest: every, any: every };
  }
  return { training: dayTarget(targets.training_day), rest: dayTarget(targets.rest_day), any: null };
};

/** Calories may be 5% either side of the target; protein may fall at most 10 g short. */
export const CALORIE_TOLERANCE = 0.05;
export const PROTEIN_SHORTFALL_MAX_GRAMS = 10;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One recipe × servings: its macros scaled; a recipe's missing macro counts 0. */
export const itemTotals = (
  recipe: {
    calories: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    fibre?: number | null;
  },
  servings: number,
): NutrientTotals => ({
  calories: round1((recipe.calories ?? 0) * servings),
  protein: round1((recipe.protein ?? 0) * servings),
  carbs: round1((recipe.carbs ?? 0) * servings),
  fat: round1((recipe.fat ?? 0) * servings),
  fibre: recipe.fibre === undefined || recipe.fibre === null ? null : round1(recipe.fibre * servings),
});

/** The sum of item totals (fibre null only when no item gives it). */
export const sumTotals = (parts: readonly NutrientTotals[]): NutrientTotals => {
  const fibres = parts.map((part) => part.fibre).filter((fibre): fibre is number => fibre !== null);
  return {
    calories: round1(parts.reduce((sum, part) => sum + part.calories, 0)),
    protein: round1(parts.reduce((sum, part) => sum + part.protein, 0)),
    carbs: round1(parts.reduce((sum, part) => sum + part.carbs, 0)),
    fat: round1(parts.reduce((sum, part) => sum + part.fat, 0)),
    fibre: fibres.length === 0 ? null : round1(fibres.reduce((sum, fibre) => sum + fibre, 0)),
  };
};

/**
 * Why a day is off target: its calories outside ±5% of the target's, or its protein more than 10 g under the
 * target's. Empty when on target (exactly 5% or exactly 10 g under is still on target).
 */
export const offTargetReasonsOf = (
  totals: Pick<NutrientTotals, 'calories' | 'protein'>,
  target: Pick<DayTarget, 'calories' | 'protein'>,
): OffTargetReason[] => {
  const reasons: OffTargetReason[] = [];
  const allowed = target.calories * CALORIE_TOLERANCE;
  // Compared in tenths, as totals are kept, so 5% exactly is not lost to floating point.
  const difference = round1(totals.calories - target.calories);
  if (difference < -round1(allowed)) reasons.push('calories_low');
  if (difference > round1(allowed)) reasons.push('calories_high');
  if (round1(target.protein - totals.protein) > PROTEIN_SHORTFALL_MAX_GRAMS) reasons.push('protein_low');
  return reasons;
};

export const isOffTarget = (
  totals: Pick<NutrientTotals, 'calories' | 'protein'>,
  target: Pick<DayTarget, 'calories' | 'protein'>,
) => offTargetReasonsOf(totals, target).length > 0;
