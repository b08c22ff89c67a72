import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Screen tests read dates as an en-US reader in UTC sees them; the workers inherit these from this process.
process.env.TZ = 'UTC';
process.env.LC_ALL = 'en_US.UTF-8';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // Screen tests render real lazy routes; a shared CI machine can make one take several seconds.
      testTimeout: 15_000,
      // A worker keeps the modules it imported from one test file to the next (importing the panel again for
      // each file was most of the suite's time); src/test/setup.ts puts the document and storage back after each
      // test, restoreMocks and unstubGlobals the spies and globals.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
