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
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
