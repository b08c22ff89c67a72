import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it imported from one test file to the next: importing the whole app again for
    // each of ~150 files was half the suite's time. Every file builds its own app on its own database, and
    // test/file-reset.ts puts back what a file changes in the process (spies, clocks, variables).
    isolate: false,
    setupFiles: ['./test/file-reset.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
