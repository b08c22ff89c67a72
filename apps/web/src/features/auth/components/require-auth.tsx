import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { DEFAULT_LANDING_PATH, routePaths } from '@/lib/route-paths';
import { useAuth } from './auth-context';

export interface RedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

export const AUTH_LOADING_MESSAGE = 'Checking your session...';

/**
 * Guards /admin (and /rtl): spinner while the session is checked, else sign-in with the attempted location.
 * Logging out ends up here too: the guard is what sends the admin to /auth/sign-in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, loggedOut } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen message={AUTH_LOADING_MESSAGE} />;
  if (status === 'unauthenticated') {
    // After a deliberate log out (which also lands here) there is no location to return to.
    const state: RedirectState | null = loggedOut
      ? null
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={routePaths.signIn} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Where a visitor goes after signing in: the remembered location, otherwise the programs list. */
export const redirectTarget = (state: unknown) => {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return DEFAULT_LANDING_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
};
