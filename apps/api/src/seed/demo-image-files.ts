import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/index.js';

// The demo seed's generated images, stored as an upload would be: what their `files` rows hold.

export interface StoredImage {
  storageName: string;
  fullPath: string;
  originalName: string;
  mime: string;
  size: number;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Stores a rendered image under `folder`, its original name the slug of the record's `name`; none: null. */
export const storeDemoImage = async (
  storage: FileStorage,
  folder: string,
  name: string,
  image: { data: Buffer; mime: string; extension: string } | null,
): Promise<StoredImage | null> => {
  if (!image) return null;
  const storageName = `${folder}/${randomUUID()}.${image.extension}`;
  await storage.put(storageName, image.data, image.mime);
  return {
    storageName,
    fullPath: storage.publicPath(storageName),
    originalName: `${slug(name)}.${image.extension}`,
    mime: image.mime,
    size: image.data.length,
  };
};
