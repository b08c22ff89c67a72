import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '../components/auth-context';
import { AUTH_LOADING_MESSAGE, DEFAULT_LANDING_PATH } from '../components/require-auth';
import { ResetPasswordForm } from '../components/reset-password-form';

export function Component() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen message={AUTH_LOADING_MESSAGE} />;
  if (status === 'authenticated') return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  return <ResetPasswordForm />;
}
