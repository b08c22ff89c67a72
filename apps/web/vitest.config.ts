import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
