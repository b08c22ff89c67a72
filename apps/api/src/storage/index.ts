import path from 'node:path';
import { createLocalFileStorage } from './local-file-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage } from './file-storage.js';
export { createLocalFileStorage } from './local-file-storage.js';

/** The storage the app uses: `DATA_DIR/uploads`, which the foundation serves under /uploads. */
export const storageForDataDir = (dataDir: string): FileStorage =>
  createLocalFileStorage(path.join(dataDir, 'uploads'));
export { removeStoredFile } from './remove-stored-file.js';
