import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { loginInputSchema } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { routePaths } from '@/lib/route-paths';
import { useAuth } from './auth-context';
import { AuthCard } from './auth-card';
import { readAuthState } from './auth-notice';
import { signInErrorMessage } from './sign-in-error';

const linkClassName = 'text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300';

export function SignInForm() {
  const { signIn, sessionError } = useAuth();
  const location = useLocation();
  const { notice } = readAuthState(location.state);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '', remember_me: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember_me }) => {
    setError(null);
    try {
      await signIn({ email, password, rememberMe: remember_me });
    } catch (signInError) {
      setError(signInErrorMessage(signInError));
    }
  });

  return (
    <AuthCard title="Sign In" subtitle="Administrator access only">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {(error ?? sessionError) && <Alert variant="error">{error ?? sessionError}</Alert>}
        {notice && !error && <Alert variant="success">{notice}</Alert>}
        <Field label="Email" required error={errors.email?.message}>
          <TextInput
            type="email"
            autoComplete="username"
            placeholder="admin@example.com"
            {...register('email')}
          />
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          <TextInput
            type="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            {...register('password')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Controller
            control={control}
            name="remember_me"
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                label="Remember me"
              />
            )}
          />
          <Link to={routePaths.forgotPassword} state={location.state} className={linkClassName}>
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-500 dark:text-slate-400">
        <p>Need admin access? Contact your system administrator.</p>
        <p>
          Have a reset code?{' '}
          <Link to={routePaths.resetPassword} className={linkClassName}>
            Set a new password
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
