import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Route tests load lazy route modules; on a busy machine the first transform can take more than a second.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the root layout scrolls to the top on every path change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Radix measures elements with ResizeObserver, which jsdom lacks; layout is irrelevant in these tests.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver;

// A stray console.error (React warnings, act() problems, unhandled UI errors) fails the test.
const consoleErrors: string[] = [];
const originalConsoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  originalConsoleError(...args);
};

beforeEach(() => {
  consoleErrors.length = 0;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  Reflect.deleteProperty(window, 'matchMedia');
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.splice(0).join('\n---\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
