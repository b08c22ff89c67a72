import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { binariesIn, type PostgresBinaries } from './binaries.js';
import { firstUnreachableDir, type OsUser } from './os-user.js';

/** Where clusters go when DATA_DIR is not reachable for the `postgres` OS user (persistent, unlike /tmp). */
export const FALLBACK_ROOT = '/var/lib/coachboard';

const shortHash = (value: string) => crypto.createHash('sha256').update(value).digest('hex').slice(0, 12);

/**
 * DATA_DIR/postgres when the postgres user can reach it; otherwise a directory under /var/lib/coachboard
 * named after DATA_DIR, so the same DATA_DIR always finds the same cluster.
 */
export const chooseClusterDir = (
  preferred: string,
  dataDir: string,
  user: OsUser | null,
  log: (message: string) => void,
) => {
  if (!user) return preferred;
  const blocked = firstUnreachableDir(preferred, user);
  if (!blocked) return preferred;
  const fallback = path.join(FALLBACK_ROOT, `cluster-${shortHash(path.resolve(dataDir))}`);
  log(
    `${preferred} is not reachable for the 'postgres' OS user (${blocked} does not let it through), so the ` +
      `PostgreSQL cluster for this DATA_DIR lives in ${fallback}. To keep it inside DATA_DIR, use a DATA_DIR ` +
      `outside private home directories (e.g. DATA_DIR=/srv/coachboard) or set DATABASE_URL.`,
  );
  return fallback;
};

/**
 * The postgres user must be able to execute the binaries too; a checkout under /root is not reachable, so the
 * binaries are copied (once per version) next to the fallback clusters.
 */
export const ensureReachableBinaries = (
  binaries: PostgresBinaries,
  user: OsUser | null,
  log: (message: string) => void,
): PostgresBinaries => {
  if (!user || !firstUnreachableDir(binaries.nativeDir, user)) return binaries;
  const target = path.join(FALLBACK_ROOT, `postgres-${binaries.version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`The PostgreSQL binaries are not reachable for the 'postgres' OS user; copying them to ${target}`);
    const staging = `${target}.partial-${process.pid}`;
    fs.mkdirSync(FALLBACK_ROOT, { recursive: true, mode: 0o755 });
    fs.cpSync(binaries.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  }
  return binariesIn(target, binaries.version);
};

/** Creates `dir` (and missing parents traversable by everyone) owned by `user`, mode 700 as PostgreSQL wants. */
export const prepareOwnedDir = (dir: string, user: OsUser | null) => {
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
};

/** The cluster's superuser password, generated once and kept in DATA_DIR (mode 600). */
export const clusterPassword = (dataDir: string) => {
  const file = path.join(dataDir, 'postgres-password');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = crypto.randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
};
