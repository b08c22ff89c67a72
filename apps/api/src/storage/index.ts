import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage, StoredFile } from './file-storage.js';
export { isPrivateStorageKey, PRIVATE_KEY_FOLDER, UPLOADS_URL_PREFIX } from './file-storage.js';
export { createLocalFileStorage } from './local-file-storage.js';
export { createS3FileStorage } from './s3-file-storage.js';

/** The local store: `DATA_DIR/uploads`. */
export const storageForDataDir = (dataDir: string): FileStorage =>
  createLocalFileStorage(path.join(dataDir, 'uploads'));

/** The store the configuration names: the bucket of STORAGE_URL, else `DATA_DIR/uploads`. */
export const storageFromConfig = (config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStorage =>
  config.storage.kind === 's3' ? createS3FileStorage(config.storage) : storageForDataDir(config.dataDir);

export { removeStoredFile } from './remove-stored-file.js';
