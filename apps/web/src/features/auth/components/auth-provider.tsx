import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginResult, User } from '@coachboard/contract';
import { authMessages } from '@coachboard/contract/auth-messages';
import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from '@/lib/api-error';
import { notifySessionCleared, onSessionEnded } from '@/lib/session-events';
import { clearSession, hasStoredSession, isSessionExpired, startSession } from '@/lib/session-storage';
import { getMe } from '../api/get-me';
import { login, verifySecondStep } from '../api/login';
import { logout } from '../api/logout';
import {
  AuthContext,
  isActiveAdmin,
  type AuthContextValue,
  type SecondStepInput,
  type SignInInput,
  type SignInOutcome,
} from './auth-context';
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

/**
 * The session for the whole panel. It is part of the first load, so it keeps the signed-in user in plain state
 * (no query library): the stored session is checked once with `GET /me`, and sign-in hands over its user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [hasSession, setHasSession] = useState(initialHasSession);
  // The user of the current session once known; null while a stored session is being checked, and after it ends.
  const [me, setMe] = useState<User | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [sessionError, setSessionError] = useState<string | null>(null);

  useEffect(
    () =>
      onSessionEnded(() => {
        setSessionError(sessionMessages.sessionExpired);
        setHasSession(false);
        setMe(null);
        notifySessionCleared();
      }),
    [],
  );

  // A stored session is checked once; a user who is no longer an active admin, or a refusal, ends it here.
  const checking = hasSession && me === null;
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    getMe(controller.signal).then(
      (user) => {
        if (controller.signal.aborted) return;
        if (isActiveAdmin(user)) {
          // In a transition: 'Checking your session...' stays until the signed-in shell's module is in.
          startTransition(() => setMe(user));
          return;
        }
        clearSession();
        setHasSession(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError) clearSession();
        if (!isSessionVerdict(error)) setSessionError(authMessages.initFailed);
        setHasSession(false);
      },
    );
    return () => controller.abort();
  }, [checking]);

  /** Starts the session a sign-in answered (password alone, or password and second step). */
  const finishSignIn = useCallback((result: LoginResult, rememberMe: boolean) => {
    if (!result?.token || !result.refresh_token) throw new SignInError(authMessages.signInFailed);
    if (!isActiveAdmin(result)) {
      clearSession();
      // Best effort: the server opened a session for them; it should not outlive the refusal.
      void logout(result.refresh_token).catch(() => undefined);
      throw new SignInError(authMessages.accessDenied);
    }
    startSession({ token: result.token, refreshToken: result.refresh_token }, rememberMe);
    setMe(withoutTokens(result));
    setLoggedOut(false);
    setSessionError(null);
    setHasSession(true);
  }, []);

  const signIn = useCallback(
    async ({ email, password, rememberMe }: SignInInput): Promise<SignInOutcome> => {
      const result = await login({ email, password, remember_me: rememberMe });
      if (result && 'two_factor_required' in result && result.two_factor_required) {
        return { signedIn: false, challenge: result.challenge };
      }
      finishSignIn(result as LoginResult, rememberMe);
      return { signedIn: true };
    },
    [finishSignIn],
  );

  const completeSecondStep = useCallback(
    async ({ challenge, code, recoveryCode, rememberMe }: SecondStepInput) => {
      const result = await verifySecondStep(
        recoveryCode ? { challenge, recovery_code: recoveryCode } : { challenge, code: code ?? '' },
      );
      finishSignIn(result, rememberMe);
    },
    [finishSignIn],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session ends whatever the server says.
    }
    clearSession();
    setMe(null);
    notifySessionCleared();
    setLoggedOut(true);
    setHasSession(false);
  }, []);

  // `me` only ever holds an active admin: both the check and sign-in refuse anyone else.
  const user = hasSession ? me : null;
  const status = !hasSession ? 'unauthenticated' : user ? 'authenticated' : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, loggedOut, sessionError, signIn, completeSecondStep, signOut }),
    [status, user, loggedOut, sessionError, signIn, completeSecondStep, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
