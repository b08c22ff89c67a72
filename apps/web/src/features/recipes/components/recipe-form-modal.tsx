import { useState } from 'react';
import { FormProvider, type FieldPath } from 'react-hook-form';
import {
  MACRO_STEP,
  recipeApiMessages,
  recipeMessages,
  type Recipe,
  type UpdateRecipeInput,
} from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import { getRecipe } from '../api/get-recipe';
import { IngredientSectionsField } from './ingredient-sections-field';
import { recipeFormSchema, recipeFormValues, type RecipeFormValues } from './recipe-form-values';

export interface RecipeFormModalProps {
  /** The recipe being edited; none for a new one. */
  recipe?: Recipe | null;
  onClose: () => void;
  /**
   * Saves the payload (an edit adds the `updated_at` it loaded as `expected_updated_at`); a rejection keeps
   * the modal open with the error.
   */
  onSubmit: (input: UpdateRecipeInput) => Promise<unknown>;
}

const macroFields = [
  { name: 'calories', label: 'Calories' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'carbs', label: 'Carbs (g)' },
  { name: 'fat', label: 'Fat (g)' },
] as const;

const isFormField = (name: string): name is FieldPath<RecipeFormValues> =>
  /^(name|calories|protein|carbs|fat|description|directions|ingredients(\.\d+(\.section|\.items(\.\d+\.(name|amount))?)?)?)$/.test(
    name,
  );

/** Create or edit a recipe. Mount it when needed so each opening starts from fresh values. */
export function RecipeFormModal({ recipe, onClose, onSubmit }: RecipeFormModalProps) {
  const isCreate = !recipe;
  const [isConfirmingDiscard, setConfirmingDiscard] = useState(false);
  const contract = useContractForm({
    schema: recipeFormSchema,
    record: recipe ?? undefined,
    toValues: recipeFormValues,
    toRequest: (payload, { precondition }) => ({ ...payload, ...precondition }),
    save: onSubmit,
    onSaved: onClose,
    fields: isFormField,
    failureMessage: (error) =>
      recipeMessages.writeError(
        errorMessage(error, isCreate ? recipeMessages.createFailed : recipeMessages.updateFailed),
      ),
    stale: { message: recipeApiMessages.staleUpdate, load: (opened) => getRecipe(opened.id) },
  });
  const { form, current } = contract;
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const requestClose = () => (isDirty ? setConfirmingDiscard(true) : onClose());

  return (
    <FormProvider {...form}>
      <ContractFormModal
        contract={contract}
        onClose={requestClose}
        title={isCreate ? 'Create New Recipe' : 'Edit Recipe'}
        description={isCreate ? 'Add a recipe to the library.' : current?.name}
        submitLabel={
          isSubmitting
            ? isCreate
              ? 'Creating...'
              : 'Updating...'
            : isCreate
              ? 'Create Recipe'
              : 'Update Recipe'
        }
        size="xl"
      >
        <Field label="Recipe Name" required error={errors.name?.message}>
          <TextInput {...register('name')} placeholder="e.g. Berry Overnight Oats" autoComplete="off" />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {macroFields.map(({ name, label }) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              <TextInput {...register(name)} type="number" inputMode="decimal" min={0} step={MACRO_STEP} />
            </Field>
          ))}
        </div>
        <Field label="Description" error={errors.description?.message}>
          <Textarea
            {...register('description')}
            rows={3}
            placeholder="What is it, who is it for, how many servings"
          />
        </Field>
        <IngredientSectionsField />
        <Field
          label="Cooking Directions"
          error={errors.directions?.message}
          hint="Write 'STEP 1.', 'STEP 2.' ... before each step to show them as numbered steps."
        >
          <Textarea
            {...register('directions')}
            rows={6}
            placeholder={'STEP 1. Mix the oats and milk.\nSTEP 2. Chill overnight.'}
          />
        </Field>
      </ContractFormModal>
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        title="Discard changes?"
        message="You have unsaved changes to this recipe. Close without saving them?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </FormProvider>
  );
}
