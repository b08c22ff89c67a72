import { useState } from 'react';
import { nutritionMessages, type Suggestion, type User, type UserNutrition } from '@coachboard/contract';
import { NutritionTargetsFields } from '@/components/nutrition/nutrition-targets-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import {
  profileDraftOf,
  targetsDraftErrors,
  targetsDraftOf,
  targetsInputOf,
  type TargetsDraft,
} from '@/domain/nutrition-draft';
import { errorMessage } from '@/lib/api-error';
import { todayDate } from '@/lib/format';
import {
  useNutritionDay,
  useNutritionTemplateChoices,
  useSaveUserNutrition,
  useUserNutrition,
} from '../api/user-nutrition';
import { NutritionSuggestionPanel } from './nutrition-suggestion-panel';

function TodayProfile({ userId }: { userId: number }) {
  const day = useNutritionDay(userId, todayDate());
  if (!day.data) return null;
  const { profile, targets } = day.data;
  return (
    <p className="text-sm font-semibold text-ink dark:text-white">
      {nutritionMessages.today[profile]}
      {targets && (
        <span className="font-normal text-slate-600 dark:text-slate-300">
          {' '}
          · {targets.calories} kcal, protein {targets.protein} g, carbs {targets.carbs} g, fat {targets.fat} g
        </span>
      )}
    </p>
  );
}

function CopyFromTemplate({ onCopy, disabled }: { onCopy: (templateId: number) => void; disabled: boolean }) {
  const templates = useNutritionTemplateChoices();
  const [chosen, setChosen] = useState('');
  const options = (templates.data?.data ?? []).map((template) => ({
    value: String(template.id),
    label: template.name,
  }));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field label={nutritionMessages.copyFromTemplate} className="min-w-56">
        <Select
          placeholder="Choose a template"
          options={options}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
      </Field>
      <Button
        type="button"
        variant="secondary"
        disabled={!chosen || disabled}
        onClick={() => onCopy(Number(chosen))}
      >
        Copy
      </Button>
    </div>
  );
}

function TargetsForm({
  user,
  saved,
  save,
  onSaved,
}: {
  user: User;
  saved: UserNutrition;
  save: ReturnType<typeof useSaveUserNutrition>;
  onSaved: (message: string | null) => void;
}) {
  const [draft, setDraft] = useState<TargetsDraft>(() => targetsDraftOf(saved.targets));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [suggesting, setSuggesting] = useState(false);
  const expected = saved.targets?.updated_at;

  const submit = () => {
    const found = targetsDraftErrors(draft);
    setErrors(found);
    onSaved(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { ...targetsInputOf(draft), ...(expected ? { expected_updated_at: expected } : {}) },
      { onSuccess: () => onSaved(nutritionMessages.saved) },
    );
  };
  const copy = (templateId: number) => {
    onSaved(null);
    save.mutate(
      { from_template_id: templateId },
      {
        onSuccess: (data) => {
          setDraft(targetsDraftOf(data.targets));
          onSaved(nutritionMessages.saved);
        },
      },
    );
  };
  const accept = (suggestion: Suggestion) => {
    const profile = profileDraftOf({ ...suggestion, fibre: null });
    setDraft({ ...draft, every_day: profile, training_day: profile, rest_day: profile });
    setSuggesting(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <CopyFromTemplate onCopy={copy} disabled={save.isPending} />
      {saved.targets?.template && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Copied from {saved.targets.template.name}
        </p>
      )}
      <form
        className="flex flex-col gap-3"
        aria-label="Nutrition targets"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NutritionTargetsFields value={draft} errors={errors} onChange={setDraft} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save targets
          </Button>
          <Button type="button" variant="secondary" onClick={() => setSuggesting(!suggesting)}>
            {nutritionMessages.suggestTargets}
          </Button>
        </div>
      </form>
      {suggesting && <NutritionSuggestionPanel user={user} onAccept={accept} />}
      {save.isError && <Alert>{errorMessage(save.error, 'The nutrition targets could not be saved.')}</Alert>}
    </div>
  );
}

/**
 * The user's Nutrition tab: today's profile by their own schedule, their targets (one profile for every day, or
 * training and rest days), copied from a template or suggested by Mifflin-St Jeor. Coaches and owners only.
 */
export default function UserNutritionTab({ user }: { user: User }) {
  const nutrition = useUserNutrition(user.id);
  // The save lives here, not in the form: a save refreshes the targets, which remounts the form (its key), and a
  // mutation's per-call callbacks (the 'saved' notice) only run while the component that called it is mounted.
  const save = useSaveUserNutrition(user.id);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{nutritionMessages.standAlone}</p>
        <TodayProfile userId={user.id} />
        {!nutrition.data?.targets && nutrition.isSuccess && (
          <p className="text-sm text-slate-500 dark:text-slate-400">{nutritionMessages.noTargets}</p>
        )}
        {nutrition.isError && (
          <Alert>{errorMessage(nutrition.error, 'The nutrition targets could not be loaded.')}</Alert>
        )}
        {nutrition.data && (
          <TargetsForm
            key={nutrition.data.targets?.updated_at ?? 'none'}
            user={user}
            saved={nutrition.data}
            save={save}
            onSaved={setNotice}
          />
        )}
        {notice && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {notice}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
