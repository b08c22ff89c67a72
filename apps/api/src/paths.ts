import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This file sits directly in apps/api/src, and the bundle puts it into apps/api/dist/server.js: both are one
 * level below apps/api, so paths relative to it hold in development and in the build.
 */
const moduleDir = path.dirname(fileURLToPath(import.meta.url));

export const apiRoot = path.resolve(moduleDir, '..');
export const defaultWebDistDir = path.resolve(apiRoot, '..', 'web', 'dist');
