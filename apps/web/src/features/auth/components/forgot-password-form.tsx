import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authMessages, requestPasswordResetSchema, sessionMessages } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { ApiError } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useContractForm } from '@/lib/use-contract-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { readAuthState } from './auth-notice';

/** How long the green message stays before the view returns to sign-in. */
export const RESET_SENT_RETURN_DELAY_MS = 3000;

/** Server text first, else 'Failed to send reset email'; anything that is not an answer is unexpected. */
const resetRequestErrorMessage = (error: unknown) => {
  if (!(error instanceof ApiError)) return sessionMessages.unexpected;
  const isGeneric = !error.message || error.message === sessionMessages.httpError(error.status);
  return isGeneric ? authMessages.resetEmailFailed : error.message;
};

export function ForgotPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const { form, submit, banner } = useContractForm({
    schema: requestPasswordResetSchema,
    toValues: () => ({ email: '' }),
    toRequest: ({ email }) => email,
    // A plain request rather than a query-library mutation: this view opens from the sign-in page, before the shell.
    save: requestPasswordReset,
    onSaved: () => setSent(true),
    fields: [],
    failureMessage: resetRequestErrorMessage,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      const { from } = readAuthState(location.state);
      navigate(routePaths.signIn, { replace: true, state: { from, notice: authMessages.resetEmailSent } });
    }, RESET_SENT_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate, location.state]);

  const formError = errors.email?.message;

  return (
    <AuthCard title="Reset Password" subtitle="Enter your email to receive a password reset link">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {sent && <Alert variant="success">{authMessages.resetEmailSent}</Alert>}
        <FormBanner banner={banner} />
        <Field label="Email" required error={formError}>
          <TextInput
            type="email"
            autoComplete="email"
            placeholder="admin@example.com"
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting} disabled={sent} className="w-full">
          Send Reset Link
        </Button>
      </form>
      <Link
        to={routePaths.signIn}
        state={{ from: readAuthState(location.state).from }}
        className="mt-6 inline-block text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300"
      >
        ← Back to Sign In
      </Link>
    </AuthCard>
  );
}
