import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded/cluster.js';
import { chooseClusterDir } from '../db/embedded/filesystem.js';
import { findPostgresUser, isRoot } from '../db/embedded/os-user.js';
import { DATABASE_URL_FILE } from '../db/start-database.js';
import {
  CLUSTER_ENTRY,
  DATA_DIR_FILES_ENTRY,
  MANIFEST_FILE,
  UPLOADS_ENTRY,
  writeArchive,
  type BackupManifest,
} from './archive.js';
import { takeBaseBackup } from './base-backup.js';
import { copyLiveTree } from './copy-tree.js';

/**
 * The small files of DATA_DIR that belong with the data: the cluster's superuser password (its hash is inside
 * the cluster, db/embedded/filesystem.ts), the generated JWT secret (modules/auth/keys.ts; without it every
 * session of the backup is void) and the first admin's generated password (seed/ensure-admin.ts).
 */
export const DATA_DIR_FILES = ['postgres-password', 'jwt-secret', 'admin-credentials.txt'] as const;

export interface BackupOptions {
  dataDir: string;
  /** A `.tar.gz` / `.tgz` file, or a directory that gets a timestamped one. Default: ./backups. */
  out?: string;
  /** STORAGE_URL: uploads live in a bucket, not in DATA_DIR/uploads, and stay out of the archive. */
  storageUrl?: string;
  log?: (message: string) => void;
  /** Test seam: runs while the cluster is in backup mode, before its files are copied. */
  duringBackup?: () => Promise<void>;
  now?: Date;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  durationMs: number;
  manifest: BackupManifest;
}

/** 2026-11-25T21:50:00.123Z -> 2026-11-25T21-50-00Z (a file name that sorts and survives every file system). */
export const backupStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

const archivePath = (out: string | undefined, now: Date) => {
  const name = `coachboard-${backupStamp(now)}.tar.gz`;
  if (!out) return path.resolve('backups', name);
  return /\.(tar\.gz|tgz)$/.test(out) ? path.resolve(out) : path.resolve(out, name);
};

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * The running server's cluster (DATA_DIR/database-url.txt, written by the server while it runs), or, when no
 * server runs, the cluster started by us for the time of the backup (which keeps the server from starting on
 * the same DATA_DIR meanwhile: the owner lock).
 */
const connectToCluster = async (dataDir: string, clusterDir: string, log: (message: string) => void) => {
  const urlFile = path.join(dataDir, DATABASE_URL_FILE);
  const url = fsSync.existsSync(urlFile) ? fsSync.readFileSync(urlFile, 'utf8').trim() : '';
  if (url && (await answers(url))) {
    log('Backing up the running server’s cluster');
    return { url, stop: async () => undefined };
  }
  if (!fsSync.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `DATA_DIR ${dataDir} holds no PostgreSQL cluster yet (${clusterDir}): nothing to back up.`,
    );
  }
  log(
    url
      ? `${urlFile} names a server that does not answer; starting the cluster for the backup`
      : 'The server is not running; starting the cluster for the time of the backup',
  );
  const cluster = await startEmbeddedPostgres({ dataDir, log });
  return { url: cluster.maintenanceUrl, stop: cluster.stop };
};

/**
 * `npm run backup`: a consistent online backup of DATA_DIR's embedded cluster (low-level backup API, see
 * base-backup.ts), then the uploads, then the DATA_DIR files that belong to the data, into one timestamped
 * archive. The uploads are copied after the database backup has ended: every row in it then finds the file it
 * names (files are written before their rows); a file newer than the backup is an orphan, which is harmless.
 */
export const runBackup = async (options: BackupOptions): Promise<BackupResult> => {
  const log = options.log ?? ((message: string) => console.log(message));
  const startedAt = options.now ?? new Date();
  const clock = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const archive = archivePath(options.out, startedAt);
  if (fsSync.existsSync(archive)) throw new Error(`${archive} exists already`);
  const user = isRoot() ? findPostgresUser() : null;
  const clusterDir = chooseClusterDir(path.join(dataDir, CLUSTER_ENTRY), dataDir, user, () => undefined);

  await fs.mkdir(path.dirname(archive), { recursive: true, mode: 0o700 });
  const staging = path.join(path.dirname(archive), `.${path.basename(archive)}.staging-${process.pid}`);
  const removeStaging = () => fsSync.rmSync(staging, { recursive: true, force: true });
  process.once('exit', removeStaging); // Ctrl+C half-way leaves no half-copied cluster behind
  let cluster: { url: string; stop: () => Promise<void> } | undefined;
  try {
    cluster = await connectToCluster(dataDir, clusterDir, log);
    await fs.mkdir(staging, { mode: 0o700 });
    const postgres = await takeBaseBackup({
      url: cluster.url,
      targetDir: path.join(staging, CLUSTER_ENTRY),
      label: `coachboard ${backupStamp(startedAt)}`,
      expectedDir: clusterDir,
      ...(options.duringBackup ? { duringBackup: options.duringBackup } : {}),
      log,
    });
    await cluster.stop();

    let uploads: BackupManifest['uploads'];
    const entries = [MANIFEST_FILE, CLUSTER_ENTRY];
    if (options.storageUrl) {
      uploads = {
        included: false,
        reason:
          `STORAGE_URL is set: the uploads are objects in ${options.storageUrl} and are not in this archive; ` +
          'back the bucket up with versioning, replication or `aws s3 sync` (docs/backup-and-restore.md).',
      };
      log(uploads.reason);
    } else {
      const copied = await copyLiveTree(
        path.join(dataDir, UPLOADS_ENTRY),
        path.join(staging, UPLOADS_ENTRY),
        {
          // A `.partial` file is an upload still being written; its row does not exist yet.
          include: (relative, entry) => entry.isDirectory || !relative.endsWith('.partial'),
        },
      );
      await fs.mkdir(path.join(staging, UPLOADS_ENTRY), { recursive: true });
      uploads = { included: true, files: copied.files, bytes: copied.bytes };
      entries.push(UPLOADS_ENTRY);
    }

    const dataDirFiles: string[] = [];
    await fs.mkdir(path.join(staging, DATA_DIR_FILES_ENTRY), { mode: 0o700 });
    for (const name of DATA_DIR_FILES) {
      const from = path.join(dataDir, name);
      if (!fsSync.existsSync(from)) continue;
      await fs.copyFile(from, path.join(staging, DATA_DIR_FILES_ENTRY, name));
      await fs.chmod(path.join(staging, DATA_DIR_FILES_ENTRY, name), 0o600);
      dataDirFiles.push(name);
    }
    entries.push(DATA_DIR_FILES_ENTRY);

    const manifest: BackupManifest = {
      format: 'coachboard-backup',
      formatVersion: 1,
      createdAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      source: { dataDir, hostname: os.hostname() },
      postgres,
      uploads,
      dataDirFiles,
    };
    await fs.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    log(`Writing ${archive}`);
    await writeArchive(staging, archive, entries);
    const { size } = await fs.stat(archive);
    return { archive, bytes: size, durationMs: performance.now() - clock, manifest };
  } finally {
    await cluster?.stop();
    removeStaging();
    process.removeListener('exit', removeStaging);
  }
};
