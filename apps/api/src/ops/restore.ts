import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { resolvePostgresBinaries } from '../db/embedded/binaries.js';
import { startEmbeddedPostgres } from '../db/embedded/cluster.js';
import { chooseClusterDir } from '../db/embedded/filesystem.js';
import { ensurePostgresUser, isRoot, type OsUser } from '../db/embedded/os-user.js';
import { acquireOwnerLock } from '../db/embedded/owner-lock.js';
import { isPostgresOn, readPostmasterPid } from '../db/embedded/postmaster-pid.js';
import { DATABASE_URL_FILE } from '../db/start-database.js';
import {
  CLUSTER_ENTRY,
  DATA_DIR_FILES_ENTRY,
  extractArchive,
  readManifest,
  UnsafeArchive,
  UPLOADS_ENTRY,
  type BackupManifest,
} from './archive.js';
import { DATA_DIR_FILES } from './backup.js';
import { hasEntries, moveDir, walkTree } from './copy-tree.js';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  /** Replace what DATA_DIR holds (its cluster, uploads and data files); refused without it. */
  force?: boolean;
  log?: (message: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  clusterDir: string;
  /** WAL position the restored cluster reached when it was started once to finish recovery. */
  recoveredTo: string;
  durationMs: number;
}

/**
 * A restore that was not attempted because the target is in use or holds data, or the archive holds what no
 * backup writes: nothing in DATA_DIR was changed.
 */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** What DATA_DIR holds that a restore would replace. */
const existingData = async (dataDir: string, clusterDir: string) => {
  const found: string[] = [];
  if (await hasEntries(clusterDir)) found.push(`a PostgreSQL cluster (${clusterDir})`);
  if (await hasEntries(path.join(dataDir, UPLOADS_ENTRY))) found.push('uploads/');
  for (const name of DATA_DIR_FILES) if (fsSync.existsSync(path.join(dataDir, name))) found.push(name);
  return found;
};

/**
 * PostgreSQL wants its data directory owned by the user it runs as, mode 700, files 600. A link (a tablespace's)
 * gets its own owner and keeps its target's mode: chmod follows links, and would hand the mode to whatever the
 * link points at, anywhere on the machine.
 */
export const ownCluster = async (clusterDir: string, user: OsUser | null) => {
  await walkTree(clusterDir, async (file, kind) => {
    if (user) await fs.lchown(file, user.uid, user.gid);
    if (kind !== 'link') await fs.chmod(file, kind === 'directory' ? 0o700 : 0o600);
  });
};

const majorOf = (version: string) => Number.parseInt(version, 10);

/**
 * `npm run restore ARCHIVE`: brings a stopped DATA_DIR back to the state of a backup archive. Refuses a DATA_DIR
 * whose server runs, and one that holds data unless `force`. The archive is extracted and checked before
 * anything in DATA_DIR is touched. The restored cluster is then started once: PostgreSQL replays the backup's
 * WAL (backup_label), and we check it reached the backup's end before stopping it cleanly.
 */
export const runRestore = async (options: RestoreOptions): Promise<RestoreResult> => {
  const log = options.log ?? ((message: string) => console.log(message));
  const clock = performance.now();
  const archive = path.resolve(options.archive);
  if (!fsSync.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new RestoreRefused(`No archive at ${archive}`);
  }
  const dataDir = path.resolve(options.dataDir);
  const user = isRoot() ? ensurePostgresUser(log) : null;
  if (isRoot() && !user) {
    throw new RestoreRefused(
      "Running as root, but there is no 'postgres' OS user to own the restored cluster.",
    );
  }
  await fs.mkdir(dataDir, { recursive: true });

  let releaseOwnerLock: () => void;
  try {
    // Held until the end: a server started meanwhile on this DATA_DIR is refused.
    releaseOwnerLock = acquireOwnerLock(dataDir);
  } catch (error) {
    throw new RestoreRefused(`Stop the server first. ${(error as Error).message}`);
  }
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  const removeStaging = () => fsSync.rmSync(staging, { recursive: true, force: true });
  process.once('exit', removeStaging);
  try {
    const clusterDir = chooseClusterDir(path.join(dataDir, CLUSTER_ENTRY), dataDir, user, log);
    const postmaster = readPostmasterPid(clusterDir);
    if (postmaster && postmaster.pid > 0 && isPostgresOn(postmaster.pid, clusterDir)) {
      throw new RestoreRefused(
        `A PostgreSQL server (pid ${postmaster.pid}) is running on ${clusterDir}. Stop the Coachboard server ` +
          '(or that process) first.',
      );
    }
    const existing = await existingData(dataDir, clusterDir);
    if (existing.length > 0 && !options.force) {
      throw new RestoreRefused(
        `DATA_DIR ${dataDir} already holds ${existing.join(', ')}. Restore into an empty DATA_DIR, or replace ` +
          'what is there with --force.',
      );
    }

    removeStaging();
    await fs.mkdir(staging, { mode: 0o700 });
    log(`Extracting ${archive}`);
    try {
      await extractArchive(archive, staging);
    } catch (error) {
      if (error instanceof UnsafeArchive) throw new RestoreRefused(error.message);
      throw error;
    }
    const manifest = await readManifest(staging);
    const binaries = resolvePostgresBinaries();
    const backupMajor = Math.floor(manifest.postgres.serverVersionNum / 10_000);
    if (majorOf(binaries.version) !== backupMajor) {
      throw new RestoreRefused(
        `The backup is of PostgreSQL ${manifest.postgres.serverVersion}; the embedded binaries are ` +
          `${binaries.version}. A cluster only starts on the major version that wrote it.`,
      );
    }
    const restoredCluster = path.join(staging, CLUSTER_ENTRY);
    for (const required of ['PG_VERSION', 'backup_label', 'global/pg_control']) {
      if (!fsSync.existsSync(path.join(restoredCluster, required))) {
        throw new Error(`The archive's cluster lacks ${required}; it is not a complete base backup.`);
      }
    }

    if (existing.length > 0) log(`Replacing ${existing.join(', ')} (--force)`);
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
    await moveDir(restoredCluster, clusterDir);
    await ownCluster(clusterDir, user);

    if (manifest.uploads.included) {
      await fs.rm(path.join(dataDir, UPLOADS_ENTRY), { recursive: true, force: true });
      await moveDir(path.join(staging, UPLOADS_ENTRY), path.join(dataDir, UPLOADS_ENTRY));
    } else {
      log(`Uploads are not in this archive: ${manifest.uploads.reason}`);
    }
    for (const name of manifest.dataDirFiles) {
      if (!(DATA_DIR_FILES as readonly string[]).includes(name)) continue;
      const target = path.join(dataDir, name);
      await fs.copyFile(path.join(staging, DATA_DIR_FILES_ENTRY, name), target);
      await fs.chmod(target, 0o600);
    }
    // The server writes it again when it starts; an old one would name a port nobody listens on.
    await fs.rm(path.join(dataDir, DATABASE_URL_FILE), { force: true });
    removeStaging();

    log('Starting the restored cluster once to replay the backup’s WAL');
    const cluster = await startEmbeddedPostgres({ dataDir, log });
    let recoveredTo: string;
    try {
      const client = new pg.Client({ connectionString: cluster.maintenanceUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ lsn: string; reached: boolean; system_identifier: string }>(
          `select pg_current_wal_lsn()::text as lsn, pg_current_wal_lsn() >= $1::pg_lsn as reached,
                  (select system_identifier::text from pg_control_system()) as system_identifier`,
          [manifest.postgres.stopLsn],
        );
        const row = rows[0]!;
        if (!row.reached || row.system_identifier !== manifest.postgres.systemIdentifier) {
          throw new Error(
            `The restored cluster is not the backed-up one at its end (WAL ${row.lsn}, backup ended at ` +
              `${manifest.postgres.stopLsn}; system ${row.system_identifier} vs ${manifest.postgres.systemIdentifier})`,
          );
        }
        recoveredTo = row.lsn;
      } finally {
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
    return { manifest, clusterDir, recoveredTo, durationMs: performance.now() - clock };
  } finally {
    removeStaging();
    process.removeListener('exit', removeStaging);
    releaseOwnerLock();
  }
};
