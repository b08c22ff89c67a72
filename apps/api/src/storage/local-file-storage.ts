import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { lookup } from './content-types.js';
import { checkedStorageKey, UPLOADS_URL_PREFIX, type FileStorage } from './file-storage.js';

/** Files in a local directory (`DATA_DIR/uploads`), served by the API under /uploads. */
export const createLocalFileStorage = (rootDir: string): FileStorage => {
  const pathOf = (key: string) => path.join(rootDir, ...checkedStorageKey(key).split('/'));
  return {
    description: `local directory ${rootDir}`,
    localDirectory: rootDir,
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees a half-written file.
      const partial = `${target}.partial`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial));
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = pathOf(key);
      try {
        const stat = await fs.stat(target);
        if (!stat.isFile()) return null;
        return {
          body: createReadStream(target),
          contentType: lookup(key),
          size: stat.size,
          etag: undefined,
          lastModified: stat.mtime,
        };
      } catch {
        return null;
      }
    },
    async remove(key) {
      // With the half-written copy a killed put may have left beside it.
      await fs.rm(pathOf(key), { force: true });
      await fs.rm(`${pathOf(key)}.partial`, { force: true });
    },
    publicPath(key) {
      return `${UPLOADS_URL_PREFIX}/${checkedStorageKey(key)}`;
    },
    async sizeOf(key) {
      try {
        const stat = await fs.stat(pathOf(key));
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
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
