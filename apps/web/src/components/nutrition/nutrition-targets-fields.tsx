import { nutritionMessages, nutritionTargetModes, type NutritionTargetMode } from '@coachboard/contract';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import type { ProfileDraft, ProfileKey, TargetsDraft } from '@/domain/nutrition-draft';

const amountFields = [
  ['calories', nutritionMessages.caloriesLabel],
  ['protein', nutritionMessages.proteinLabel],
  ['carbs', nutritionMessages.carbsLabel],
  ['fat', nutritionMessages.fatLabel],
  ['fibre', nutritionMessages.fibreLabel],
] as const;

function ProfileFieldset({
  profile,
  title,
  value,
  errors,
  onChange,
}: {
  profile: ProfileKey;
  title: string;
  value: ProfileDraft;
  errors: Record<string, string>;
  onChange: (value: ProfileDraft) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-ink dark:text-white">{title}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {amountFields.map(([field, label]) => (
          <Field key={field} label={label} error={errors[`${profile}.${field}`]} required={field !== 'fibre'}>
            <TextInput
              inputMode="numeric"
              value={value[field]}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A set of nutrition targets: one profile for every day, or a training-day and a rest-day profile, each with
 * 'Calories', 'Protein (g)', 'Carbs (g)', 'Fat (g)' and an optional 'Fibre (g)'. Holds no state: the form does.
 */
export function NutritionTargetsFields({
  value,
  errors,
  onChange,
}: {
  value: TargetsDraft;
  errors: Record<string, string>;
  onChange: (value: TargetsDraft) => void;
}) {
  const name = useId();
  const profiles: ProfileKey[] = value.mode === 'every_day' ? ['every_day'] : ['training_day', 'rest_day'];
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Profiles</legend>
        {nutritionTargetModes.map((mode: NutritionTargetMode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-ink dark:text-white">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />
            {nutritionMessages.modeLabels[mode]}
          </label>
        ))}
      </fieldset>
      {profiles.map((profile) => (
        <ProfileFieldset
          key={profile}
          profile={profile}
          title={nutritionMessages.profileTitles[profile]}
          value={value[profile]}
          errors={errors}
          onChange={(next) => onChange({ ...value, [profile]: next })}
        />
      ))}
    </div>
  );
}
