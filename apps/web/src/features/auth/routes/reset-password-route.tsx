import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { DEFAULT_LANDING_PATH } from '@/lib/route-paths';
import { useAuth } from '../components/auth-context';
import { AUTH_LOADING_MESSAGE } from '../components/require-auth';
import { ResetPasswordForm } from '../components/reset-password-form';

export function Component() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen message={AUTH_LOADING_MESSAGE} />;
  if (status === 'authenticated') return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  return <ResetPasswordForm />;
}
