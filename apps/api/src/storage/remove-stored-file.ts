import type { FileStorage } from './file-storage.js';

/**
 * Removes a stored file after the database change that released it has committed. A failure is logged,
 * not reported: the request already succeeded and an orphaned file harms nothing.
 */
export const removeStoredFile = async (
  storage: FileStorage,
  storageName: string,
  log: { warn: (details: object, message: string) => void },
) => {
  try {
    await storage.remove(storageName);
  } catch (error) {
    log.warn({ err: error, storageName }, 'Stored file could not be removed');
  }
};
