import { accountMessages, changePasswordSchema, PANEL_PASSWORD_MIN_LENGTH } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useChangePassword } from '../api/change-password';

const emptyValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * 'Password': the current password and a new one. The API checks the panel policy (12+ characters, not a
 * common password) and its message shows under the field; every other session ends on success.
 */
export function PasswordSection() {
  const toast = useToast();
  const change = useChangePassword();
  const { form, submit, banner } = usePlainContractForm({
    schema: changePasswordSchema,
    toValues: () => emptyValues,
    save: (input) => change.mutateAsync(input),
    onSaved: () => {
      form.reset(emptyValues);
      toast.show({ tone: 'success', text: accountMessages.passwordChanged });
    },
    fields: ['current_password', 'password', 'password_confirmation'],
    failureMessage: (error) => errorMessage(error, 'Your password could not be changed'),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <section aria-labelledby="account-password-title" className={cardClassName}>
      <CardHeader>
        <CardTitle id="account-password-title">Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
          <FormBanner banner={banner} />
          <Field label="Current password" required error={errors.current_password?.message}>
            <TextInput type="password" {...register('current_password')} autoComplete="current-password" />
          </Field>
          <Field
            label="New password"
            required
            error={errors.password?.message}
            hint={`At least ${PANEL_PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
          >
            <TextInput type="password" {...register('password')} autoComplete="new-password" />
          </Field>
          <Field label="Confirm new password" required error={errors.password_confirmation?.message}>
            <TextInput type="password" {...register('password_confirmation')} autoComplete="new-password" />
          </Field>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Changing your password signs out every other browser and device.
          </p>
          <div>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </section>
  );
}
