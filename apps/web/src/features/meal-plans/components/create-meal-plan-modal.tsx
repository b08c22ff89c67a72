import { useState } from 'react';
import { mealPlanInputSchema, mealPlanMessages, type MealPlan } from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useCreateMealPlan } from '../api/save-meal-plan';

/** 'Create meal plan': a name and a description; the days are built in the editor it opens. */
export function CreateMealPlanModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (plan: MealPlan) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateMealPlan();

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create meal plan"
      submitLabel="Create meal plan"
      isSubmitting={create.isPending}
      banner={failure ? { kind: 'message', message: failure } : null}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = mealPlanInputSchema.safeParse({ name, description });
        if (!parsed.success) {
          setError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message);
          return;
        }
        create.mutate(
          { name, description },
          {
            onSuccess: onCreated,
            onError: (cause) => setFailure(errorMessage(cause, mealPlanMessages.saveFailed)),
          },
        );
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{mealPlanMessages.suggestionNotice}</p>
      <Field label="Name" required error={error}>
        <TextInput value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label="Description">
        <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
      </Field>
    </FormModal>
  );
}
