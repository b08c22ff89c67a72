import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { useAuth } from './auth-context';
import { AuthCard } from './auth-card';
import { signInErrorMessage } from './sign-in-error';

const linkButtonClassName =
  'self-start text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300 cursor-pointer';

interface SecondStepFormProps {
  challenge: string;
  rememberMe: boolean;
  /** Back to the password (a new sign-in). */
  onBack: () => void;
}

/**
 * The second sign-in step of an account with two-factor sign-in: a code of the authenticator app,
 * or one of the recovery codes. Signed in, the auth provider takes over as after a password.
 */
export function SecondStepForm({ challenge, rememberMe, onBack }: SecondStepFormProps) {
  const { completeSecondStep } = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const label = useRecovery ? 'Recovery code' : 'Authentication code';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '') {
      setFieldError(`${label} is required`);
      return;
    }
    setFieldError(null);
    setError(null);
    setSubmitting(true);
    try {
      await completeSecondStep(
        useRecovery ? { challenge, recoveryCode: typed, rememberMe } : { challenge, code: typed, rememberMe },
      );
    } catch (stepError) {
      setError(signInErrorMessage(stepError));
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setFieldError(null);
    setError(null);
  };

  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle={
        useRecovery
          ? 'Enter one of the recovery codes you saved. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        {error && <Alert variant="error">{error}</Alert>}
        <Field label={label} required error={fieldError ?? undefined}>
          {useRecovery ? (
            <TextInput
              key="recovery"
              name="recovery_code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxx-xxxx"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
          ) : (
            <TextInput
              key="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              placeholder="123456"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" className={linkButtonClassName} onClick={switchMode}>
            {useRecovery ? 'Use an authentication code' : 'Use a recovery code'}
          </button>
          <button type="button" className={linkButtonClassName} onClick={onBack}>
            Back to sign in
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
