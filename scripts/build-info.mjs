// What a build says about itself: the release (the root package.json's version) and the commit it was built from.
// Read once by the build configurations (apps/api/tsup.config.ts, apps/web/vite.config.ts), never per request.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The root package.json's `version`, the one version of the product (the workspaces' own are not released). */
export const readVersion = (root = repoRoot) =>
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/**
 * The commit a build is made from: COACHBOARD_COMMIT when set (an image or artifact built without `.git`), else
 * `git rev-parse HEAD` in `root`, else 'unknown' (no git, not a checkout).
 */
export const resolveCommit = (env = process.env, root = repoRoot) => {
  const given = env.COACHBOARD_COMMIT?.trim();
  if (given) return given;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
};
