/**
 * Where uploaded files live. The local-directory implementation is used now; an S3-compatible store can
 * implement the same interface later without touching the routes.
 */
export interface FileStorage {
  /** Stores `data` under `key` (a relative path such as `training-programs/<uuid>.jpg`). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file stored under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL path under which the file is served, e.g. `/uploads/training-programs/<uuid>.jpg`. */
  publicPath(key: string): string;
  /** Whether a file is stored under `key` (tests and maintenance). */
  exists(key: string): Promise<boolean>;
}

export const UPLOADS_URL_PREFIX = '/uploads';
