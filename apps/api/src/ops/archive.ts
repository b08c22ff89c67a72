import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { create, extract, type ReadEntry } from 'tar';
import type { BaseBackupInfo } from './base-backup.js';

/**
 * The backup archive is a gzipped tar (node-tar, the archiver npm itself uses: in-process, portable, and safe
 * on extraction: no absolute paths, no `..`, nothing written through a link; link entries are refused, see
 * extractArchive) holding:
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

/** An archive that holds what no backup writes; nothing of it may be restored. */
export class UnsafeArchive extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeArchive';
  }
}

const LINK_TYPES = new Set(['SymbolicLink', 'Link']);
/** PostgreSQL's tablespace links: `postgres/pg_tblspc/<oid>`, the only links a data directory holds. */
const TABLESPACE_LINK = /^postgres\/pg_tblspc\/[^/]+$/;
const LISTED_LINKS = 5;

/**
 * Extracts the whole archive into `dir`; any damage or unsafe entry is an error. node-tar keeps a symbolic link's
 * target as the archive says and makes hard links to any extracted file, so a crafted `uploads/x.png` pointing
 * at `../jwt-secret` or at the cluster would be moved into DATA_DIR and served as an upload: link entries other
 * than a tablespace's symbolic link are refused (UnsafeArchive), after which the caller discards `dir` whole.
 */
export const extractArchive = async (file: string, dir: string) => {
  const links: string[] = [];
  const filter = (entryPath: string, entry: ReadEntry | Stats) => {
    if (!('type' in entry) || !LINK_TYPES.has(entry.type)) return true;
    const name = path.posix.normalize(entryPath);
    if (entry.type === 'SymbolicLink' && TABLESPACE_LINK.test(name)) return true;
    links.push(`${name} -> ${entry.linkpath ?? ''}${entry.type === 'Link' ? ' (hard link)' : ''}`);
    return false;
  };
  await extract({ file, cwd: dir, strict: true, preserveOwner: false, filter });
  if (links.length > 0) {
    const listed = links.slice(0, LISTED_LINKS).join(', ');
    const more = links.length > LISTED_LINKS ? ` and ${links.length - LISTED_LINKS} more` : '';
    throw new UnsafeArchive(
      `The archive holds links, which a Coachboard backup never does (only tablespace links under ` +
        `postgres/pg_tblspc/): ${listed}${more}. Nothing was restored.`,
    );
  }
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
