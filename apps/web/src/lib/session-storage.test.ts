import { describe, expect, it } from 'vitest';
import { REMEMBERED_SESSION_LIFETIME_MS, SESSION_LIFETIME_MS } from '@coachboard/contract';
import {
  clearSession,
  getAccessToken,
  getLoginTimestamp,
  getRefreshToken,
  isSessionExpired,
  startSession,
  updateTokens,
} from './session-storage';

const tokens = { token: 'access-1', refreshToken: 'refresh-1' };

describe('session storage', () => {
  it('keeps a remembered session in localStorage with the flag as the string true', () => {
    startSession(tokens, true, 1000);

    expect(localStorage.getItem('remember_me')).toBe('true');
    expect(localStorage.getItem('auth_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('login_timestamp')).toBe('1000');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps a session without remember-me in sessionStorage only', () => {
    startSession(tokens, false, 1000);

    expect(sessionStorage.getItem('auth_token')).toBe('access-1');
    expect(sessionStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(sessionStorage.getItem('login_timestamp')).toBe('1000');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
  });

  it('chooses the storage by the remember flag being exactly the string true', () => {
    localStorage.setItem('remember_me', 'yes');
    sessionStorage.setItem('auth_token', 'from-session');
    localStorage.setItem('auth_token', 'from-local');

    expect(getAccessToken()).toBe('from-session');
    localStorage.setItem('remember_me', 'true');
    expect(getAccessToken()).toBe('from-local');
  });

  it('stamps the login time again on every token update', () => {
    startSession(tokens, false, 1000);
    updateTokens({ token: 'access-2', refreshToken: 'refresh-2' }, 5000);

    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getLoginTimestamp()).toBe(5000);
  });

  it('expires a session without remember-me after 24 hours', () => {
    startSession(tokens, false, 0);

    expect(isSessionExpired(SESSION_LIFETIME_MS)).toBe(false);
    expect(isSessionExpired(SESSION_LIFETIME_MS + 1)).toBe(true);
  });

  it('expires a remembered session after 30 days', () => {
    startSession(tokens, true, 0);

    expect(isSessionExpired(SESSION_LIFETIME_MS + 1)).toBe(false);
    expect(isSessionExpired(REMEMBERED_SESSION_LIFETIME_MS)).toBe(false);
    expect(isSessionExpired(REMEMBERED_SESSION_LIFETIME_MS + 1)).toBe(true);
  });

  it('treats stored tokens without a login time as expired and no session as not expired', () => {
    expect(isSessionExpired()).toBe(false);
    sessionStorage.setItem('auth_token', 'orphan');
    expect(isSessionExpired()).toBe(true);
  });

  it('clears tokens, flag and timestamp from both storages but keeps the theme', () => {
    startSession(tokens, true, 1000);
    sessionStorage.setItem('auth_token', 'stale');
    localStorage.setItem('theme', 'dark');

    clearSession();

    for (const key of ['auth_token', 'refresh_token', 'remember_me', 'login_timestamp']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('replaces a previous remembered session when signing in without remember-me', () => {
    startSession(tokens, true, 1000);
    startSession({ token: 'access-9', refreshToken: 'refresh-9' }, false, 2000);

    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBe('access-9');
  });
});
