import type { KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { userApiMessages, userMessages, type User } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/use-contract-form';
import { getUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { editUserFormFields, editUserFormSchema, editUserFormValues } from './edit-user-form-schema';
import { GenderAndBirthFields } from './gender-and-birth-fields';
import { renderHeightInput } from './height-input';

/** Inline edit on the user detail: Enter saves, Escape cancels. */
export function UserEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateUser = useUpdateUser();
  const { form, submit, banner } = useContractForm({
    schema: editUserFormSchema,
    record: user,
    toValues: (opened = user) => editUserFormValues(opened),
    toRequest: (input, { precondition }) => ({ ...input, ...precondition }),
    save: (input) => updateUser.mutateAsync({ userId: user.id, input }),
    onSaved: onDone,
    fields: editUserFormFields,
    failureMessage: (error) => errorMessage(error, userMessages.updateFailed),
    stale: { message: userApiMessages.staleUpdate, load: (opened) => getUser(opened.id) },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label="Edit user"
      className="flex flex-col gap-4"
    >
      <FormBanner banner={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.first_name?.message}>
          <TextInput autoFocus {...register('first_name')} />
        </Field>
        <Field label="Last Name" required error={errors.last_name?.message}>
          <TextInput {...register('last_name')} />
        </Field>
        <GenderAndBirthFields register={register} errors={errors} />
      </div>
      <Controller control={control} name="height" render={renderHeightInput(errors.height?.message)} />
      <p className="text-xs text-slate-500 dark:text-slate-400">Press Enter to save or Escape to cancel.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
