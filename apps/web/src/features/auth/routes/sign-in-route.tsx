import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '../components/auth-context';
import { AUTH_LOADING_MESSAGE, redirectTarget } from '../components/require-auth';
import { SignInForm } from '../components/sign-in-form';

// The reset view carries the zod schemas; signing in does not need them, so they load only when it opens.
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

export function Component() {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen message={AUTH_LOADING_MESSAGE} />;
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  if (new URLSearchParams(location.search).get('view') !== 'forgot-password') return <SignInForm />;
  return (
    <Suspense fallback={<LoadingScreen message="Loading..." />}>
      <ForgotPasswordForm />
    </Suspense>
  );
}
