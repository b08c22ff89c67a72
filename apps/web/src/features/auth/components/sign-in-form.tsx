import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { EMAIL_MAX_LENGTH, messages } from '@coachboard/contract/validation-messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FirstLoadLink } from '@/components/ui/first-load-link';
import { TextInput } from '@/components/ui/text-input';
import { routePaths } from '@/lib/route-paths';
import { useAuth } from './auth-context';
import { AuthCard } from './auth-card';
import { readAuthState } from './auth-notice';
import { SecondStepForm } from './second-step-form';
import { signInErrorMessage } from './sign-in-error';

const linkClassName = 'text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300';

interface SignInFieldErrors {
  email?: string;
  password?: string;
}

const validateSignIn = (email: string, password: string): SignInFieldErrors => ({
  ...(email.trim() === '' && { email: messages.required('Email') }),
  ...(email.trim().length > EMAIL_MAX_LENGTH && { email: messages.emailTooLong('Email') }),
  ...(password === '' && { password: messages.required('Password') }),
});

export function SignInForm() {
  const { signIn, sessionError } = useAuth();
  const location = useLocation();
  const { notice } = readAuthState(location.state);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Set after a correct password of an account with two-factor sign-in: the second step is shown.
  const [challenge, setChallenge] = useState<string | null>(null);

  // Plain state rather than a form library: the sign-in page is the first load and stays small.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(email, password);
    setFieldErrors(found);
    if (found.email || found.password) return;
    setError(null);
    setSubmitting(true);
    try {
      const outcome = await signIn({ email: email.trim(), password, rememberMe });
      if (!outcome.signedIn) {
        setPassword('');
        setChallenge(outcome.challenge);
      }
    } catch (signInError) {
      setError(signInErrorMessage(signInError));
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    return <SecondStepForm challenge={challenge} rememberMe={rememberMe} onBack={() => setChallenge(null)} />;
  }

  return (
    <AuthCard title="Sign In" subtitle="Administrator access only">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        {(error ?? sessionError) && <Alert variant="error">{error ?? sessionError}</Alert>}
        {notice && !error && <Alert variant="success">{notice}</Alert>}
        <Field label="Email" required error={fieldErrors.email}>
          <TextInput
            type="email"
            autoComplete="username"
            placeholder="admin@example.com"
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" required error={fieldErrors.password}>
          <TextInput
            type="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            name="remember_me"
            checked={rememberMe}
            onCheckedChange={setRememberMe}
            label="Remember me"
          />
          <FirstLoadLink to={routePaths.forgotPassword} state={location.state} className={linkClassName}>
            Forgot Password?
          </FirstLoadLink>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-500 dark:text-slate-400">
        <p>Need admin access? Contact your system administrator.</p>
        <p>
          Have a reset code?{' '}
          <FirstLoadLink to={routePaths.resetPassword} className={linkClassName}>
            Set a new password
          </FirstLoadLink>
        </p>
      </div>
    </AuthCard>
  );
}
