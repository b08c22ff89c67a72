import { afterAll, vi } from 'vitest';

// Test files share their worker's modules (isolate: false, see vitest.config.ts), so what one file changes in the
// process goes back before the next file runs: spies, fake clocks, stubbed variables and globals.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
