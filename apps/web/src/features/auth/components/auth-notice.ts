/** Navigation state the auth screens pass along: where to return after sign-in and a green notice to show. */
export interface AuthNavigationState {
  from?: { pathname: string; search?: string; hash?: string };
  notice?: string;
}

export const readAuthState = (state: unknown): AuthNavigationState =>
  typeof state === 'object' && state !== null ? (state as AuthNavigationState) : {};
