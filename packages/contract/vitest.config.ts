import { defineConfig } from 'vitest/config';

// Pure functions and schemas: the test files share their worker's modules instead of importing zod per file.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], isolate: false } });
