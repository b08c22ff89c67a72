import {
  DURATION_WEEKS_MAX,
  DURATION_WEEKS_MIN,
  TRAINING_DAYS_MAX,
  TRAINING_DAYS_MIN,
  difficultyLevels,
  formatEnumLabel,
  programApiMessages,
  programMessages,
  programTypes,
  workoutDurations,
  type ProgramSummary,
} from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import { getProgram } from '../api/get-program';
import {
  programFormFields,
  programFormSchema,
  programFormValues,
  type ProgramFormMode,
  type ProgramFormOutput,
} from './program-form-schema';

const typeOptions = programTypes.map((value) => ({ value, label: formatEnumLabel(value) }));
const difficultyOptions = difficultyLevels.map((value) => ({ value, label: formatEnumLabel(value) }));
const durationOptions = workoutDurations.map((value) => ({ value, label: value }));

export interface ProgramFormModalProps {
  mode: ProgramFormMode;
  /** The program being edited. */
  program?: ProgramSummary;
  onClose: () => void;
  /**
   * Saves the values; `loaded` is the version of the program the form shows (the opened one, or the latest
   * after Reload), whose updated_at the save sends. A rejection keeps the modal open with the error.
   */
  onSubmit: (values: ProgramFormOutput, loaded?: ProgramSummary) => Promise<unknown>;
}

/** Create or edit a program. Mount it when needed so each opening starts from fresh values. */
export function ProgramFormModal({ mode, program, onClose, onSubmit }: ProgramFormModalProps) {
  const isCreate = mode === 'create';
  const contract = useContractForm({
    schema: programFormSchema(mode),
    record: program,
    toValues: programFormValues,
    toRequest: (values, { record }) => ({ values, loaded: record }),
    save: ({ values, loaded }) => onSubmit(values, loaded),
    onSaved: onClose,
    fields: programFormFields,
    // The banner carries the server's message, so messages of unknown fields add nothing to it.
    failureMessage: (error) =>
      `Error: ${errorMessage(error, isCreate ? programMessages.createUnexpected : programMessages.updateUnexpected)}`,
    stale: { message: programApiMessages.staleUpdate, load: (opened) => getProgram(opened.id) },
  });
  const { form, current } = contract;
  const { register } = form;
  const { errors } = form.formState;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title={isCreate ? 'Create Program' : 'Edit Program'}
      description={isCreate ? 'Add a new training program.' : current?.name}
      submitLabel={isCreate ? 'Create Program' : 'Save Changes'}
    >
      <Field label="Program Name" required error={errors.name?.message}>
        <TextInput {...register('name')} placeholder="e.g. Full Body Strength" autoComplete="off" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Program Type" required error={errors.program_type?.message}>
          <Select {...register('program_type')} options={typeOptions} placeholder="Select program type" />
        </Field>
        <Field label="Difficulty Level" required error={errors.difficulty_level?.message}>
          <Select
            {...register('difficulty_level')}
            options={difficultyOptions}
            placeholder="Select difficulty level"
          />
        </Field>
      </div>
      {isCreate && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Duration (weeks)" required error={errors.duration_weeks?.message}>
            <TextInput
              {...register('duration_weeks')}
              type="number"
              inputMode="numeric"
              min={DURATION_WEEKS_MIN}
              max={DURATION_WEEKS_MAX}
            />
          </Field>
          <Field label="Training Days per Week" required error={errors.training_days_per_week?.message}>
            <TextInput
              {...register('training_days_per_week')}
              type="number"
              inputMode="numeric"
              min={TRAINING_DAYS_MIN}
              max={TRAINING_DAYS_MAX}
            />
          </Field>
        </div>
      )}
      <Field label="Workout Duration" required error={errors.workout_duration?.message}>
        <Select
          {...register('workout_duration')}
          options={durationOptions}
          placeholder="Select workout duration"
        />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea
          {...register('description')}
          rows={4}
          placeholder="Describe the program's goals and structure"
        />
      </Field>
    </ContractFormModal>
  );
}
