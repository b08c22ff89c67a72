import type { Readable } from 'node:stream';

/** A stored file as read back for serving. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded files live: a local directory (the default) or an S3-compatible bucket (STORAGE_URL). Rows keep
 * `/uploads/<key>` either way, and the API serves that path from whichever store is configured.
 */
export interface FileStorage {
  /** What the start banner and the logs call it, e.g. `local directory /data/uploads` or `s3://bucket/prefix`. */
  readonly description: string;
  /** The directory the files sit in when the store is local (served by @fastify/static); null for a bucket. */
  readonly localDirectory: string | null;
  /**
   * Stores `data` under `key` (a relative path such as `training-programs/<uuid>.jpg`). A stream is written
   * without holding the whole file in memory. Readers never see a half-written file.
   */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored file as a stream, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file stored under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL path under which the file is served, e.g. `/uploads/training-programs/<uuid>.jpg`. */
  publicPath(key: string): string;
  /** Whether a file is stored under `key` (tests and maintenance). */
  exists(key: string): Promise<boolean>;
  /** The stored size in bytes, or null when nothing is stored under `key` (maintenance: storage:migrate). */
  sizeOf(key: string): Promise<number | null>;
}

export const UPLOADS_URL_PREFIX = '/uploads';

/**
 * Keys under this folder are private (progress photos): the public /uploads route refuses them in both stores,
 * and only authenticated routes that check who asks stream them.
 */
export const PRIVATE_KEY_FOLDER = 'private';

/** Whether a key, or a path under /uploads, names a private file (any spelling of the folder's name). */
export const isPrivateStorageKey = (key: string) =>
  key.replace(/^\/+/, '').split('/')[0]?.toLowerCase() === PRIVATE_KEY_FOLDER;

/** A key is a relative path of plain segments: no `..`, no absolute path, no NUL, no empty segment. */
export const checkedStorageKey = (key: string) => {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.includes('\0') ||
    key.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
};
