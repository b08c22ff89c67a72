import {
  nutritionTargetsValuesSchema,
  type NutritionProfile,
  type NutritionTargetMode,
  type NutritionTargets,
} from '@coachboard/contract';

/** A profile as its inputs hold it: text, '' for empty. */
export interface ProfileDraft {
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  fibre: string;
}
export type ProfileKey = 'every_day' | 'training_day' | 'rest_day';
export interface TargetsDraft extends Record<ProfileKey, ProfileDraft> {
  mode: NutritionTargetMode;
}

export const emptyProfileDraft: ProfileDraft = { calories: '', protein: '', carbs: '', fat: '', fibre: '' };

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const profileDraftOf = (profile: Partial<NutritionProfile> | null | undefined): ProfileDraft => ({
  calories: toText(profile?.calories),
  protein: toText(profile?.protein),
  carbs: toText(profile?.carbs),
  fat: toText(profile?.fat),
  fibre: toText(profile?.fibre),
});

/** The form's starting values from saved targets (empty profiles where the mode uses none). */
export const targetsDraftOf = (targets: NutritionTargets | null | undefined): TargetsDraft => ({
  mode: targets?.mode ?? 'training_rest',
  every_day: profileDraftOf(targets?.every_day),
  training_day: profileDraftOf(targets?.training_day),
  rest_day: profileDraftOf(targets?.rest_day),
});

/** The profiles the draft's mode sends (the inputs' text: the contract's schema reads numbers from it). */
export const targetsInputOf = (draft: TargetsDraft) =>
  draft.mode === 'every_day'
    ? { mode: draft.mode, every_day: draft.every_day }
    : { mode: draft.mode, training_day: draft.training_day, rest_day: draft.rest_day };

/** Field errors by path ('training_day.protein'), from the contract's own rules. */
export const targetsDraftErrors = (draft: TargetsDraft): Record<string, string> => {
  const result = nutritionTargetsValuesSchema.safeParse(targetsInputOf(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};
