import { accountMessages, type User } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useUpdateAccount } from '../api/update-account';
import { profileFormSchema, profileFormValues } from './profile-form-schema';

/** 'Profile': the member's first and last name. */
export function ProfileSection({ user }: { user: User }) {
  const toast = useToast();
  const update = useUpdateAccount();
  const { form, submit, banner } = usePlainContractForm({
    schema: profileFormSchema(user),
    record: user,
    toValues: profileFormValues,
    save: (input) => update.mutateAsync(input),
    onSaved: () => toast.show({ tone: 'success', text: accountMessages.updated }),
    fields: ['first_name', 'last_name'],
    failureMessage: (error) => errorMessage(error, 'Your name could not be saved'),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <section aria-labelledby="account-profile-title" className={cardClassName}>
      <CardHeader>
        <CardTitle id="account-profile-title">Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
          <FormBanner banner={banner} />
          <p className="text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" required error={errors.first_name?.message}>
              <TextInput {...register('first_name')} autoComplete="given-name" />
            </Field>
            <Field label="Last name" required error={errors.last_name?.message}>
              <TextInput {...register('last_name')} autoComplete="family-name" />
            </Field>
          </div>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </section>
  );
}
