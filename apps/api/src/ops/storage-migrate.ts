import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { lookup } from '../storage/content-types.js';
import { createLocalFileStorage, type FileStorage } from '../storage/index.js';

export interface StorageMigrationReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier, interrupted run). */
  skipped: number;
  removedLocally: number;
  bytes: number;
}

/** Every stored file under `root`, as storage keys (`folder/name.ext`); half-written `.partial` files left out. */
async function* localKeys(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* localKeys(root, key);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) yield key;
  }
}

/**
 * Copies every file of the local uploads directory into `target`, streamed, skipping those already there with
 * the same size: an interrupted run is resumed by running it again, and a finished one changes nothing. With
 * `removeLocal`, each local file is removed once its copy is verified. Stored paths (`/uploads/<key>`) do not
 * change, so no row is touched.
 */
export const migrateLocalFilesToStorage = async (
  uploadsDir: string,
  target: FileStorage,
  { removeLocal = false, log = (_line: string): void => undefined } = {},
): Promise<StorageMigrationReport> => {
  const source = createLocalFileStorage(uploadsDir);
  const report: StorageMigrationReport = { copied: 0, skipped: 0, removedLocally: 0, bytes: 0 };
  for await (const key of localKeys(uploadsDir)) {
    const size = await source.sizeOf(key);
    if (size === null) continue;
    if ((await target.sizeOf(key)) === size) {
      report.skipped += 1;
    } else {
      await target.put(key, createReadStream(path.join(uploadsDir, ...key.split('/'))), lookup(key));
      if ((await target.sizeOf(key)) !== size) throw new Error(`${key}: the stored copy's size differs`);
      report.copied += 1;
      report.bytes += size;
      log(`copied ${key} (${size} bytes)`);
    }
    if (removeLocal) {
      await source.remove(key);
      report.removedLocally += 1;
    }
  }
  return report;
};
