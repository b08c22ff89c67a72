import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '../components/auth-context';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { AUTH_LOADING_MESSAGE, redirectTarget } from '../components/require-auth';
import { SignInForm } from '../components/sign-in-form';

export function Component() {
  const { status } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <LoadingScreen message={AUTH_LOADING_MESSAGE} />;
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return searchParams.get('view') === 'forgot-password' ? <ForgotPasswordForm /> : <SignInForm />;
}
