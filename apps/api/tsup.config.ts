import { defineConfig } from 'tsup';
import { resolveCommit } from '../../scripts/build-info.mjs';

/** One ESM file, dist/server.js; the contract package is bundled in, npm dependencies stay external. */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: ['@coachboard/contract'],
  // Resolved once per build (src/build-info.ts): GET /api/health never runs git.
  define: { __COACHBOARD_COMMIT__: JSON.stringify(resolveCommit()) },
});
