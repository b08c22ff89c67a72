import { createContext, useContext } from 'react';
import type { User } from '@coachboard/contract';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The second step of an account with two-factor sign-in: a code of the authenticator app or a recovery code. */
export interface SecondStepInput {
  challenge: string;
  code?: string;
  recoveryCode?: string;
  rememberMe: boolean;
}

/** What a correct password leads to: signed in, or the second step with its challenge. */
export type SignInOutcome = { signedIn: true } | { signedIn: false; challenge: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** True after the admin logged out on purpose: sign-in then remembers no location to return to. */
  loggedOut: boolean;
  /**
   * Why a session ended without the admin logging out, shown on sign-in: 'Failed to initialize authentication'
   * (the stored session could not be checked) or 'Session expired. Please log in again.' (refresh refused).
   */
  sessionError: string | null;
  /**
   * Resolves once signed in, or with the challenge when the account has two-factor sign-in; rejects with the
   * message the sign-in form shows.
   */
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  /** The second step after the password; resolves once signed in. */
  completeSecondStep: (input: SecondStepInput) => Promise<void>;
  /** Best-effort server logout, then the local session is cleared. Never rejects. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = () => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};

/** The panel treats a user as signed in only when the user is an active admin. */
export const isActiveAdmin = (user: Pick<User, 'role' | 'is_active' | 'deleted_at'>) =>
  user.role === 'admin' && user.is_active !== false && !user.deleted_at;
