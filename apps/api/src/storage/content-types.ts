import path from 'node:path';

/** The types the API stores (re-encoded images); anything else is served as a download. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

export const lookup = (key: string) =>
  CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
