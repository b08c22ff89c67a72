import { useSyncExternalStore } from 'react';
import { storageKeys } from '@coachboard/contract/session';

/**
 * Dark mode (spec part 1 section 2): the `dark` class on <html>; an explicit choice is stored under 'theme';
 * with nothing stored the system preference applies and its changes are followed. public/theme-init.js applies
 * the same rule before first paint.
 */
export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const getStoredTheme = (): Theme | null => {
  const value = window.localStorage.getItem(storageKeys.theme);
  return value === 'light' || value === 'dark' ? value : null;
};

const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

export const resolveTheme = (): Theme => getStoredTheme() ?? (systemPrefersDark() ? 'dark' : 'light');

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const applyTheme = (theme: Theme = resolveTheme()) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  emit();
};

export const setTheme = (theme: Theme) => {
  window.localStorage.setItem(storageKeys.theme, theme);
  applyTheme(theme);
};

export const toggleTheme = () => setTheme(resolveTheme() === 'dark' ? 'light' : 'dark');

/** Follows system changes only while no choice is stored; returns the unsubscribe function. */
export const followSystemTheme = () => {
  const media = window.matchMedia?.(DARK_QUERY);
  if (!media) return () => {};
  const onChange = () => {
    if (getStoredTheme() === null) applyTheme();
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const useTheme = () => {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  return { theme, toggleTheme, setTheme };
};
