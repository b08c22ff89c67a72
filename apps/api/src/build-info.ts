import rootPackage from '../../../package.json' with { type: 'json' };

// Written into dist/server.js by tsup (tsup.config.ts `define`); absent when the source runs (tests, tsx).
declare const __COACHBOARD_COMMIT__: string | undefined;

/**
 * The release this server is, for GET /api/health and the OpenAPI `info`: the root package.json's version
 * (bundled into the build, so the compiled server needs no package.json beside it) and the commit the build was
 * made from ('unknown' when run from source, or built outside a git checkout without COACHBOARD_COMMIT).
 */
export const buildInfo = {
  version: rootPackage.version,
  commit: typeof __COACHBOARD_COMMIT__ === 'string' ? __COACHBOARD_COMMIT__ : 'unknown',
} as const;
