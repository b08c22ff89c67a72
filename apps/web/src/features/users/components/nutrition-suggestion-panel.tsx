import { useState } from 'react';
import {
  activityLabels,
  activityLevels,
  ageOn,
  dateOfBirthForInput,
  heightInCm,
  parseHeight,
  suggestionInputSchema,
  suggestionMessages,
  suggestTargets,
  type Suggestion,
  type User,
} from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { todayDate } from '@/lib/format';

type Draft = Record<
  'weight_kg' | 'height_cm' | 'age' | 'sex' | 'activity' | 'goal_percent' | 'protein_per_kg' | 'fat_percent',
  string
>;

/** What the user's profile already says (height, age, sex); the coach gives the rest. */
const startingDraft = (user: User): Draft => {
  const height = parseHeight(user.height);
  const age = ageOn(dateOfBirthForInput(user.date_of_birth), todayDate());
  return {
    weight_kg: '',
    height_cm: height ? String(heightInCm(height)) : '',
    age: age === null ? '' : String(age),
    sex: user.gender ?? '',
    activity: 'moderate',
    goal_percent: '0',
    protein_per_kg: '1.8',
    fat_percent: '25',
  };
};

const numberFields = [
  ['weight_kg', suggestionMessages.weightLabel],
  ['height_cm', suggestionMessages.heightLabel],
  ['age', suggestionMessages.ageLabel],
  ['goal_percent', suggestionMessages.goalLabel],
  ['protein_per_kg', suggestionMessages.proteinPerKgLabel],
  ['fat_percent', suggestionMessages.fatShareLabel],
] as const;

/**
 * 'Suggest targets': Mifflin-St Jeor from the client's weight, height, age and sex, an activity factor, a goal
 * and protein per kg. Shown as a suggestion; 'Use these targets' puts it in the form for the coach to edit.
 */
export function NutritionSuggestionPanel({
  user,
  onAccept,
}: {
  user: User;
  onAccept: (suggestion: Suggestion) => void;
}) {
  const [draft, setDraft] = useState(() => startingDraft(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const calculate = () => {
    const parsed = suggestionInputSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      setSuggestion(null);
      return;
    }
    setErrors({});
    setSuggestion(suggestTargets(parsed.data));
  };
  return (
    <section
      aria-label={suggestionMessages.title}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold text-ink dark:text-white">{suggestionMessages.title}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {suggestionMessages.formula}: BMR = 10 × kg + 6.25 × cm − 5 × age + 5 (male) or − 161 (female), × the
        activity factor, then the goal; protein from g per kg, fat as a share of the calories, carbs the rest.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {numberFields.map(([field, label]) => (
          <Field key={field} label={label} error={errors[field]}>
            <TextInput
              inputMode="decimal"
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          </Field>
        ))}
        <Field label={suggestionMessages.sexLabel} error={errors.sex}>
          <Select
            placeholder="Choose"
            options={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
            ]}
            value={draft.sex}
            onChange={(event) => setDraft({ ...draft, sex: event.target.value })}
          />
        </Field>
        {/* two columns: its options ('Moderately active (× 1.55)') are cut short in one */}
        <Field label={suggestionMessages.activityLabel} className="col-span-2">
          <Select
            options={activityLevels.map((level) => ({ value: level, label: activityLabels[level] }))}
            value={draft.activity}
            onChange={(event) => setDraft({ ...draft, activity: event.target.value })}
          />
        </Field>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={calculate}>
          {suggestionMessages.calculate}
        </Button>
      </div>
      {suggestion && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {suggestionMessages.bmr(suggestion.bmr)} ·{' '}
            {suggestionMessages.maintenance(suggestion.maintenance)}
          </p>
          <p className="text-sm font-semibold text-ink dark:text-white">
            Suggested: {suggestion.calories} kcal · protein {suggestion.protein} g · carbs {suggestion.carbs}{' '}
            g · fat {suggestion.fat} g
          </p>
          <div>
            <Button type="button" onClick={() => onAccept(suggestion)}>
              {suggestionMessages.accept}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
