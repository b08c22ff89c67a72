import { useState } from 'react';
import {
  nutritionTemplateInputSchema,
  nutritionTemplateMessages,
  type NutritionTemplate,
  type NutritionTemplateInput,
} from '@coachboard/contract';
import { NutritionTargetsFields } from '@/components/nutrition/nutrition-targets-fields';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { targetsDraftOf, targetsInputOf, type TargetsDraft } from '@/domain/nutrition-draft';
import { errorMessage } from '@/lib/api-error';

/** Create or edit a target template: a name, a description and its targets. */
export function NutritionTemplateFormModal({
  template,
  onClose,
  onSubmit,
}: {
  template?: NutritionTemplate;
  onClose: () => void;
  onSubmit: (input: NutritionTemplateInput & { expected_updated_at?: string }) => Promise<unknown>;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [targets, setTargets] = useState<TargetsDraft>(() => targetsDraftOf(template ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const input = { name, description, ...targetsInputOf(targets) };
    const parsed = nutritionTemplateInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit({ ...input, ...(template ? { expected_updated_at: template.updated_at } : {}) });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The template could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={template ? 'Edit nutrition template' : nutritionTemplateMessages.create}
      submitLabel={template ? 'Save' : 'Create'}
      isSubmitting={saving}
      banner={failure ? { kind: 'message', message: failure } : null}
      size="lg"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-4">
        <Field label={nutritionTemplateMessages.nameLabel} error={errors.name} required>
          <TextInput value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={nutritionTemplateMessages.descriptionLabel} error={errors.description}>
          <Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
        </Field>
        <NutritionTargetsFields value={targets} errors={errors} onChange={setTargets} />
      </div>
    </FormModal>
  );
}
