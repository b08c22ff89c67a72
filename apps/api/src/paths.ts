import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This file sits directly in apps/api/src, and the bundle puts it into apps/api/dist/server.js: both are one
 * level below apps/api, so paths relative to it hold in development and in the build.
 */
const moduleDir = path.dirname(fileURLToPath(import.meta.url));

export const apiRoot = path.resolve(moduleDir, '..');

/** The release artifact (`npm run release`) keeps the built panel in web/ beside its server.js. */
const artifactWebDir = path.join(moduleDir, 'web');

/** The built panel: web/ beside the server in the release artifact, apps/web/dist in a checkout. */
export const defaultWebDistDir = fs.existsSync(path.join(artifactWebDir, 'index.html'))
  ? artifactWebDir
  : path.resolve(apiRoot, '..', 'web', 'dist');
