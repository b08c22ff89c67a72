import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_PATH } from '@coachboard/contract/account';
import { useAuth } from '@/features/auth/components/auth-context';
import { useAccount } from '@/features/account/api/get-account';

/**
 * While the team requires two-factor sign-in and the member has not turned it on (`two_factor_setup_required`
 * in the sign-in answer and `/me`), every panel page sends them to My account until it is on. `/me` is read
 * again after the set-up is confirmed, which lets them go.
 */
export function TwoFactorSetupGuard() {
  const { user } = useAuth();
  const location = useLocation();
  const flagged = user?.two_factor_setup_required === true;
  const account = useAccount({ enabled: flagged });
  const required = flagged && (account.data ? account.data.two_factor_setup_required === true : true);
  if (!required || location.pathname === ACCOUNT_PATH) return null;
  return <Navigate to={ACCOUNT_PATH} replace />;
}
