import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { formatEnumLabel, genders } from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';

const genderOptions = genders.map((value) => ({ value, label: formatEnumLabel(value) }));

export interface GenderAndBirthFieldsProps {
  /** The form's `register`, which both user forms' values accept for these two names. */
  register: (name: 'gender' | 'date_of_birth') => UseFormRegisterReturn;
  errors: { gender?: FieldError | undefined; date_of_birth?: FieldError | undefined };
}

/** Gender and Date of Birth, as the create and edit user forms both ask them. */
export function GenderAndBirthFields({ register, errors }: GenderAndBirthFieldsProps) {
  return (
    <>
      <Field label="Gender" error={errors.gender?.message}>
        <Select placeholder="Not specified" options={genderOptions} {...register('gender')} />
      </Field>
      <Field label="Date of Birth" error={errors.date_of_birth?.message}>
        <TextInput type="date" {...register('date_of_birth')} />
      </Field>
    </>
  );
}
