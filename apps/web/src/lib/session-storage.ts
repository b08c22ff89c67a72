import { REMEMBER_ME_FLAG, sessionLifetimeMs, storageKeys } from '@coachboard/contract/session';

/**
 * Where the session lives (spec part 1 section 4): the remember-me flag sits in localStorage; tokens and the
 * login timestamp go to localStorage when it is the string 'true', otherwise to sessionStorage.
 */
export interface StoredTokens {
  token: string;
  refreshToken: string;
}

const sessionKeys = [storageKeys.token, storageKeys.refreshToken, storageKeys.loginTimestamp] as const;

export const isRemembered = () => window.localStorage.getItem(storageKeys.rememberMe) === REMEMBER_ME_FLAG;

const activeStorage = () => (isRemembered() ? window.localStorage : window.sessionStorage);

export const getAccessToken = () => activeStorage().getItem(storageKeys.token);

export const getRefreshToken = () => activeStorage().getItem(storageKeys.refreshToken);

export const getLoginTimestamp = () => {
  const raw = activeStorage().getItem(storageKeys.loginTimestamp);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

export const hasStoredSession = () => getAccessToken() !== null || getRefreshToken() !== null;

/** Starts a session after sign-in: chooses the storage by remember-me and stamps the login time. */
export const startSession = (tokens: StoredTokens, rememberMe: boolean, now = Date.now()) => {
  clearSession();
  if (rememberMe) window.localStorage.setItem(storageKeys.rememberMe, REMEMBER_ME_FLAG);
  updateTokens(tokens, now);
};

/** Every token update (sign-in and each refresh) stores the login timestamp again. */
export const updateTokens = (tokens: StoredTokens, now = Date.now()) => {
  const storage = activeStorage();
  storage.setItem(storageKeys.token, tokens.token);
  storage.setItem(storageKeys.refreshToken, tokens.refreshToken);
  storage.setItem(storageKeys.loginTimestamp, String(now));
};

/** Clears tokens, the remember flag and the timestamp from both storages; the theme stays. */
export const clearSession = () => {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of sessionKeys) storage.removeItem(key);
    storage.removeItem(storageKeys.rememberMe);
  }
};

/** A stored session older than 24 h (30 days with remember-me) counts as expired; so does one without a time. */
export const isSessionExpired = (now = Date.now()) => {
  if (!hasStoredSession()) return false;
  const loginTimestamp = getLoginTimestamp();
  if (loginTimestamp === null) return true;
  return now - loginTimestamp > sessionLifetimeMs(isRemembered());
};
