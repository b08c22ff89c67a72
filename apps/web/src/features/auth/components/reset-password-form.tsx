import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, RESET_CODE_LENGTH } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useContractForm } from '@/lib/use-contract-form';
import { resetPassword } from '../api/reset-password';
import { verifyResetCode } from '../api/verify-reset-code';
import { AuthCard } from './auth-card';
import { resetPasswordFormSchema } from './reset-password-schema';

/** Second half of the reset: the mailed code and a new password (ADR 0003). */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { form, submit, banner } = useContractForm({
    schema: resetPasswordFormSchema,
    toValues: () => ({
      email: searchParams.get('email') ?? '',
      code: '',
      password: '',
      password_confirmation: '',
    }),
    toRequest: ({ email, code, password }) => ({ email, code, password }),
    save: async (request) => {
      await verifyResetCode({ email: request.email, code: request.code });
      await resetPassword(request);
    },
    onSaved: () =>
      navigate(routePaths.signIn, { replace: true, state: { notice: authMessages.passwordResetDone } }),
    fields: [],
    failureMessage: (error) => errorMessage(error),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <AuthCard
      title="Set New Password"
      subtitle="Enter the code from the reset email and choose a new password"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <FormBanner banner={banner} />
        <Field label="Email" required error={errors.email?.message}>
          <TextInput
            type="email"
            autoComplete="username"
            placeholder="admin@example.com"
            {...register('email')}
          />
        </Field>
        <Field
          label="Reset code"
          required
          error={errors.code?.message}
          hint={`The ${RESET_CODE_LENGTH}-digit code from the email`}
        >
          <TextInput
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE_LENGTH}
            placeholder="123456"
            {...register('code')}
          />
        </Field>
        <Field label="New password" required error={errors.password?.message}>
          <TextInput type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm new password" required error={errors.password_confirmation?.message}>
          <TextInput type="password" autoComplete="new-password" {...register('password_confirmation')} />
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
      <Link
        to={routePaths.signIn}
        className="mt-6 inline-block text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300"
      >
        ← Back to Sign In
      </Link>
    </AuthCard>
  );
}
