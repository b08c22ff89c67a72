import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX, type FileStorage } from './file-storage.js';

const safeKey = (key: string) => {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized.includes('\0')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return normalized;
};

/** Files in a local directory (`DATA_DIR/uploads`), served by the API under /uploads. */
export const createLocalFileStorage = (rootDir: string): FileStorage => {
  const pathOf = (key: string) => path.join(rootDir, ...safeKey(key).split('/'));
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees a half-written file.
      const partial = `${target}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, target);
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    publicPath(key) {
      return `${UPLOADS_URL_PREFIX}/${safeKey(key)}`;
    },
    async exists(key) {
      try {
        await fs.access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
};
