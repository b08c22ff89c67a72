import { defineConfig } from 'tsup';
import { resolveCommit } from '../../scripts/build-info.mjs';

/**
 * One ESM file per command: dist/server.js, and the operator commands dist/ops.js (backup, restore) and
 * dist/storage-migrate.js, so that a production install without dev dependencies (no tsx) can run them too.
 * The contract package is bundled in; npm dependencies stay external.
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    ops: 'src/ops/cli.ts',
    'storage-migrate': 'src/ops/storage-migrate-cli.ts',
  },
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
