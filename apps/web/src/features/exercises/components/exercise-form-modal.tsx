import { Controller } from 'react-hook-form';
import {
  createExerciseSchema,
  exerciseApiMessages,
  exerciseMessages,
  formatEnumLabel,
  targetMuscleGroups,
  type CreateExercise,
  type Exercise,
} from '@coachboard/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import { getExercise } from '../api/get-exercise';

const targetOptions = targetMuscleGroups.map((value) => ({ value, label: formatEnumLabel(value) }));
const formFields = ['name', 'description', 'yt_link', 'target_muscle_group'] as const;

interface ExerciseFormValues {
  name: string;
  description: string;
  yt_link: string;
  target_muscle_group: string;
  is_at_home: boolean;
  is_gym_based: boolean;
}

const valuesOf = (exercise?: Exercise): ExerciseFormValues => ({
  name: exercise?.name ?? '',
  description: exercise?.description ?? '',
  yt_link: exercise?.yt_link ?? '',
  target_muscle_group: exercise?.target_muscle_group ?? '',
  is_at_home: exercise?.is_at_home ?? false,
  is_gym_based: exercise?.is_gym_based ?? false,
});

export interface ExerciseFormModalProps {
  exercise?: Exercise;
  onClose: () => void;
  /**
   * Saves the trimmed values (empty optional text as null); an edit adds the `updated_at` it loaded as
   * `expected_updated_at`. A rejection keeps the modal open.
   */
  onSubmit: (values: CreateExercise & { expected_updated_at?: string }) => Promise<unknown>;
}

/** Create or edit an exercise. Mount it when needed so each opening starts from fresh values. */
export function ExerciseFormModal({ exercise, onClose, onSubmit }: ExerciseFormModalProps) {
  const isCreate = exercise === undefined;
  const contract = useContractForm({
    schema: createExerciseSchema,
    record: exercise,
    toValues: valuesOf,
    toRequest: (values, { precondition }) => ({ ...values, ...precondition }),
    save: onSubmit,
    onSaved: onClose,
    fields: formFields,
    failureMessage: (error) =>
      `Error: ${errorMessage(error, isCreate ? exerciseMessages.createUnexpected : exerciseMessages.updateUnexpected)}`,
    stale: { message: exerciseApiMessages.staleUpdate, load: (opened) => getExercise(opened.id) },
  });
  const { form, current } = contract;
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title={isCreate ? 'Add Exercise' : 'Edit Exercise'}
      description={isCreate ? 'Add an exercise to the library.' : current?.name}
      submitLabel={isCreate ? 'Create Exercise' : 'Update Exercise'}
    >
      <Field label="Exercise Name" required error={errors.name?.message}>
        <TextInput {...register('name')} placeholder="e.g. Goblet Squat" autoComplete="off" />
      </Field>
      <Field label="Target Muscle Group" error={errors.target_muscle_group?.message}>
        <Select
          {...register('target_muscle_group')}
          options={targetOptions}
          placeholder="Select target muscle group"
        />
      </Field>
      <Field
        label="YouTube URL"
        error={errors.yt_link?.message}
        hint="A YouTube video address, e.g. https://www.youtube.com/watch?v=..."
      >
        <TextInput
          {...register('yt_link')}
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          autoComplete="off"
        />
      </Field>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={control}
          name="is_at_home"
          render={({ field }) => (
            <Checkbox checked={field.value} onCheckedChange={field.onChange} label="At home" />
          )}
        />
        <Controller
          control={control}
          name="is_gym_based"
          render={({ field }) => (
            <Checkbox checked={field.value} onCheckedChange={field.onChange} label="Gym based" />
          )}
        />
      </div>
      <Field label="Description" error={errors.description?.message}>
        <Textarea {...register('description')} rows={4} placeholder="How to perform the exercise" />
      </Field>
    </ContractFormModal>
  );
}
