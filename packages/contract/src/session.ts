/** Session contract (spec part 1 sections 4 and 9). */
export const SESSION_LIFETIME_MS = 86_400_000;
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * SESSION_LIFETIME_MS;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const REMEMBER_ME_FLAG = 'true';

export const storageKeys = {
  token: 'auth_token',
  refreshToken: 'refresh_token',
  rememberMe: 'remember_me',
  loginTimestamp: 'login_timestamp',
  theme: 'theme',
} as const;

export const sessionMessages = {
  httpError: (status: number) => `HTTP error! status: ${status}`,
  parseFailed: 'Failed to parse response JSON',
  sessionExpired: 'Session expired. Please log in again.',
  unexpectedFormat: 'Unexpected response format',
  unexpected: 'An unexpected error occurred',
} as const;

export const sessionLifetimeMs = (rememberMe: boolean) =>
  rememberMe ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
