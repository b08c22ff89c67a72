import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResult, User } from '@coachboard/contract';
import { authMessages } from '@coachboard/contract/auth-messages';
import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from '@/lib/api-error';
import { onSessionEnded } from '@/lib/session-events';
import { clearSession, hasStoredSession, isSessionExpired, startSession } from '@/lib/session-storage';
import { getMeQueryOptions } from '../api/get-me';
import { login } from '../api/login';
import { logout } from '../api/logout';
import { AuthContext, isActiveAdmin, type AuthContextValue, type SignInInput } from './auth-context';
import { SignInError } from './sign-in-error';

/** An expired stored session is signed out before anything else runs. */
const initialHasSession = () => {
  if (isSessionExpired()) clearSession();
  return hasStoredSession();
};

/** A 4xx answer judged the session; anything else (no answer, a 5xx) means it could not be checked. */
const isSessionVerdict = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

const withoutTokens = ({ token: _token, refresh_token: _refreshToken, ...user }: LoginResult): User => user;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasSession, setHasSession] = useState(initialHasSession);
  const [loggedOut, setLoggedOut] = useState(false);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const meQuery = useQuery({ ...getMeQueryOptions(), enabled: hasSession });
  const me = meQuery.data;

  useEffect(
    () =>
      onSessionEnded(() => {
        setSessionError(sessionMessages.sessionExpired);
        setHasSession(false);
        queryClient.clear();
      }),
    [queryClient],
  );

  // A stored session whose user is no longer an active admin, or that the server refused, ends here.
  useEffect(() => {
    if (!hasSession) return;
    const refused = meQuery.isError && meQuery.error instanceof ApiError;
    const notAdmin = me !== undefined && !isActiveAdmin(me);
    if (refused || notAdmin) clearSession();
    if (meQuery.isError && !isSessionVerdict(meQuery.error)) setSessionError(authMessages.initFailed);
    if (meQuery.isError || notAdmin) setHasSession(false);
  }, [hasSession, me, meQuery.isError, meQuery.error]);

  const signIn = useCallback(
    async ({ email, password, rememberMe }: SignInInput) => {
      const result = await login({ email, password, remember_me: rememberMe });
      if (!result?.token || !result.refresh_token) throw new SignInError(authMessages.signInFailed);
      if (!isActiveAdmin(result)) {
        clearSession();
        // Best effort: the server opened a session for them; it should not outlive the refusal.
        void logout(result.refresh_token).catch(() => undefined);
        throw new SignInError(authMessages.accessDenied);
      }
      startSession({ token: result.token, refreshToken: result.refresh_token }, rememberMe);
      queryClient.setQueryData(getMeQueryOptions().queryKey, withoutTokens(result));
      setLoggedOut(false);
      setSessionError(null);
      setHasSession(true);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session ends whatever the server says.
    }
    clearSession();
    queryClient.clear();
    setLoggedOut(true);
    setHasSession(false);
  }, [queryClient]);

  const user = hasSession && me && isActiveAdmin(me) ? me : null;
  const status = !hasSession
    ? 'unauthenticated'
    : user
      ? 'authenticated'
      : meQuery.isPending
        ? 'loading'
        : 'unauthenticated';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, loggedOut, sessionError, signIn, signOut }),
    [status, user, loggedOut, sessionError, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
