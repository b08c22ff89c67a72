import fs from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import type { BaseBackupInfo } from './base-backup.js';

/**
 * The backup archive is a gzipped tar (node-tar, the archiver npm itself uses: in-process, portable, and safe
 * on extraction: no absolute paths, no `..`, no links out of the target) holding:
 *   manifest.json   what is inside, from which server, WAL positions
 *   postgres/       the cluster's base backup with backup_label and the WAL it needs in pg_wal/
 *   uploads/        DATA_DIR/uploads (local storage only)
 *   data-dir/       the small files of DATA_DIR that belong to the data (cluster password, JWT secret, ...)
 */
export const MANIFEST_FILE = 'manifest.json';
export const CLUSTER_ENTRY = 'postgres';
export const UPLOADS_ENTRY = 'uploads';
export const DATA_DIR_FILES_ENTRY = 'data-dir';
export const ARCHIVE_FORMAT = 'coachboard-backup';

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: 1;
  createdAt: string;
  finishedAt: string;
  source: { dataDir: string; hostname: string };
  postgres: BaseBackupInfo;
  uploads: { included: true; files: number; bytes: number } | { included: false; reason: string };
  /** Names of the DATA_DIR files kept under data-dir/. */
  dataDirFiles: string[];
}

/** Writes `entries` of `stagingDir` into a .tar.gz (through a .partial file, renamed when complete; mode 600). */
export const writeArchive = async (stagingDir: string, file: string, entries: string[]) => {
  const partial = `${file}.partial`;
  try {
    await create({ gzip: true, file: partial, cwd: stagingDir, portable: true, mode: 0o600 }, entries);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
};

/** Extracts the whole archive into `dir`; any damage or unsafe entry is an error. */
export const extractArchive = async (file: string, dir: string) => {
  await extract({ file, cwd: dir, strict: true, preserveOwner: false });
};

export const readManifest = async (dir: string): Promise<BackupManifest> => {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(
      await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8'),
    ) as Partial<BackupManifest>;
  } catch (error) {
    throw new Error(`This is not a Coachboard backup archive (no readable ${MANIFEST_FILE})`, {
      cause: error,
    });
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.formatVersion !== 1 || !manifest.postgres) {
    throw new Error(`This is not a Coachboard backup archive of a known format (${MANIFEST_FILE})`);
  }
  return manifest as BackupManifest;
};
