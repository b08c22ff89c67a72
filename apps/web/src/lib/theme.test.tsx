import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import themeInitScript from '../../public/theme-init.js?raw';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { installSystemTheme } from '@/test/match-media';
import { applyTheme, followSystemTheme, setTheme } from './theme';

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  let stopFollowing: () => void = () => {};
  afterEach(() => stopFollowing());

  it('uses the stored choice over the system preference', () => {
    installSystemTheme(false);
    localStorage.setItem('theme', 'dark');
    applyTheme();
    expect(isDark()).toBe(true);

    installSystemTheme(true);
    localStorage.setItem('theme', 'light');
    applyTheme();
    expect(isDark()).toBe(false);
  });

  it('follows the system preference and its changes while nothing is stored', () => {
    const system = installSystemTheme(true);
    applyTheme();
    stopFollowing = followSystemTheme();
    expect(isDark()).toBe(true);

    system.setSystemDark(false);
    expect(isDark()).toBe(false);
    system.setSystemDark(true);
    expect(isDark()).toBe(true);
  });

  it('ignores system changes once a choice is stored', () => {
    const system = installSystemTheme(false);
    applyTheme();
    stopFollowing = followSystemTheme();

    setTheme('light');
    system.setSystemDark(true);

    expect(localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);
  });

  it('toggles with the button and stores the choice under theme', async () => {
    installSystemTheme(false);
    applyTheme();
    render(<ThemeToggle />);

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('applies the same rule before first paint with public/theme-init.js', () => {
    const runInitScript = new Function(themeInitScript) as () => void;

    installSystemTheme(true);
    runInitScript();
    expect(isDark()).toBe(true);

    localStorage.setItem('theme', 'light');
    runInitScript();
    expect(isDark()).toBe(false);

    installSystemTheme(false);
    localStorage.setItem('theme', 'dark');
    runInitScript();
    expect(isDark()).toBe(true);
  });
});
