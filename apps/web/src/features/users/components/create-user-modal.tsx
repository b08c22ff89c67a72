import { Controller } from 'react-hook-form';
import { userMessages } from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import {
  createUserFormDefaults,
  createUserFormFields,
  createUserFormSchema,
  type CreateUserFormOutput,
} from './create-user-form-schema';
import { GenderAndBirthFields } from './gender-and-birth-fields';
import { renderHeightInput } from './height-input';

export interface CreateUserModalProps {
  onClose: () => void;
  /** Saves the values; a rejection keeps the modal open with the error. */
  onSubmit: (values: CreateUserFormOutput) => Promise<unknown>;
}

/** 'Create User': the user form rules of spec part 2 section 5, with the server's 422s under their fields. */
export function CreateUserModal({ onClose, onSubmit }: CreateUserModalProps) {
  const contract = useContractForm({
    schema: createUserFormSchema,
    toValues: () => createUserFormDefaults,
    toRequest: (values) => values,
    save: onSubmit,
    onSaved: onClose,
    fields: createUserFormFields,
    failureMessage: (error) => errorMessage(error, userMessages.createFailed),
  });
  const { form } = contract;
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title="Create User"
      description="Add an app user. They sign in to the coaching app with this e-mail and password."
      submitLabel={isSubmitting ? 'Creating...' : 'Create User'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.first_name?.message}>
          <TextInput autoComplete="off" {...register('first_name')} />
        </Field>
        <Field label="Last Name" required error={errors.last_name?.message}>
          <TextInput autoComplete="off" {...register('last_name')} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field
        label="Password"
        required
        error={errors.password?.message}
        hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&"
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <GenderAndBirthFields register={register} errors={errors} />
      </div>
      <Controller control={control} name="height" render={renderHeightInput(errors.height?.message)} />
    </ContractFormModal>
  );
}
