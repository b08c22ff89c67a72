import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatEnumLabel, genders, userApiMessages, userMessages, type User } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { StaleUpdateNotice } from '@/components/ui/stale-update-notice';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useStaleUpdate } from '@/lib/use-stale-update';
import { getUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import {
  editUserFormFields,
  editUserFormResolver,
  editUserFormValues,
  type EditUserFormValues,
} from './edit-user-form-schema';
import { HeightInput } from './height-input';

const genderOptions = genders.map((value) => ({ value, label: formatEnumLabel(value) }));

/** Inline edit on the user detail: Enter saves, Escape cancels. */
export function UserEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const updateUser = useUpdateUser();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditUserFormValues, unknown, Parameters<typeof updateUser.mutateAsync>[0]['input']>({
    resolver: editUserFormResolver,
    defaultValues: editUserFormValues(user),
  });
  const stale = useStaleUpdate({
    record: user,
    message: userApiMessages.staleUpdate,
    load: (opened) => getUser(opened.id),
    onReloaded: (latest) => reset(editUserFormValues(latest)),
  });

  const submit = handleSubmit(async (input) => {
    setSubmitError(null);
    try {
      await updateUser.mutateAsync({ userId: user.id, input: { ...input, ...stale.precondition } });
      onDone();
    } catch (error) {
      if (stale.catchStale(error)) return;
      setSubmitError(errorMessage(error, userMessages.updateFailed));
      applyServerErrors(error, setError, editUserFormFields);
    }
  });

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
      {stale.notice ? (
        <Alert>
          <StaleUpdateNotice {...stale.notice} />
        </Alert>
      ) : (
        submitError && <Alert>{submitError}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.first_name?.message}>
          <TextInput autoFocus {...register('first_name')} />
        </Field>
        <Field label="Last Name" required error={errors.last_name?.message}>
          <TextInput {...register('last_name')} />
        </Field>
        <Field label="Gender" error={errors.gender?.message}>
          <Select placeholder="Not specified" options={genderOptions} {...register('gender')} />
        </Field>
        <Field label="Date of Birth" error={errors.date_of_birth?.message}>
          <TextInput type="date" {...register('date_of_birth')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="height"
        render={({ field }) => (
          <HeightInput value={field.value} onChange={field.onChange} error={errors.height?.message} />
        )}
      />
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
