/** jsdom has no matchMedia (the test setup removes this double after each test); it answers the colour-scheme query and lets a test flip the system theme. */
export function installSystemTheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? dark : false;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    setSystemDark(value: boolean) {
      dark = value;
      for (const listener of [...listeners]) listener({ matches: value });
    },
    listenerCount: () => listeners.size,
  };
}
