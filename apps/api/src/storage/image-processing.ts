import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@coachboard/contract';
import { imageDecodeSlots } from './image-decode-slots.js';

// sharp's process-wide settings, set once, here (every upload is decoded by this module; the demo seed shares them):
// - No libvips operation cache: each upload is a new temporary file deleted right after, so nothing is ever reused,
//   and the cache would keep up to 50 MB of decoded data and 20 open (deleted) files between requests.
// - One libvips thread per image: the JPEG decode and the encode are single-threaded anyway; a second thread
//   added about 9 MB of buffers per image and no speed. Stated because sharp's own default depends on the
//   environment (1 on glibc without MALLOC_ARENA_MAX, the core count with it, and scripts/start.mjs sets it).
sharp.cache(false);
sharp.concurrency(1);

export type ImageKind = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Decides the type by the file's first bytes, never by its name or declared content type. */
export const sniffImageKind = (head: Buffer): ImageKind | null => {
  if (head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
};

export const readFileHead = async (filePath: string, length = 16): Promise<Buffer> => {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

export class UnsupportedImageError extends Error {}
export class ImageTooLargeError extends Error {}

/** sharp refuses images above `limitInputPixels` with "Input image exceeds pixel limit". */
const toImageError = (error: unknown, context: string) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageTooLargeError(message);
  return new UnsupportedImageError(`${context}: ${message}`);
};

export interface ProcessedImage {
  data: Buffer;
  kind: ImageKind;
  mime: string;
  extension: string;
  width: number;
  height: number;
}

const MIME_BY_KIND: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSION_BY_KIND: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png' };

export interface ImageProcessingOptions {
  /** Crop to a centred square (profile images); its side is the shorter side, at most MAX_IMAGE_SIDE. */
  square?: boolean;
}

/**
 * Re-encodes an uploaded JPEG or PNG: turned upright per EXIF, metadata stripped (sharp's default),
 * at most MAX_IMAGE_SIDE pixels on each side, and refused above MAX_IMAGE_PIXELS before decoding.
 * The header checks run at once; the decode waits for one of the process's decode slots (image-decode-slots.ts),
 * which costs no memory while waiting: the upload is on disk and none of its pixels have been read.
 */
export const processUploadedImage = async (
  filePath: string,
  { square = false }: ImageProcessingOptions = {},
): Promise<ProcessedImage> => {
  const kind = sniffImageKind(await readFileHead(filePath));
  if (!kind) throw new UnsupportedImageError('not a JPEG or PNG signature');

  // sequentialRead (sharp's default, stated because the memory bound relies on it): the file is decoded top to
  // bottom in strips through the pipeline, never held whole, neither compressed nor decoded.
  const input = () =>
    sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });
  let metadata: Metadata;
  try {
    // The header only: no pixel data is decoded, so this is not a second decode of the image.
    metadata = await input().metadata();
  } catch (error) {
    throw toImageError(error, 'unreadable image');
  }
  if (metadata.format !== kind)
    throw new UnsupportedImageError(`declared ${kind}, decoded ${metadata.format}`);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(`${metadata.width}x${metadata.height} exceeds the pixel limit`);
  }

  const side = Math.min(metadata.width ?? MAX_IMAGE_SIDE, metadata.height ?? MAX_IMAGE_SIDE, MAX_IMAGE_SIDE);
  // autoOrient (what `.rotate()` without an angle does) is applied after the resize, with the target's width and
  // height swapped for a quarter turn, so a JPEG stays eligible for shrink-on-load (decoded at 1/2, 1/4 or 1/8
  // size by libjpeg); only an `extract()` or a rotation by an angle would force orienting before the resize.
  return imageDecodeSlots.run(async () => {
    const pipeline = input()
      .autoOrient()
      .resize(
        square
          ? { width: side, height: side, fit: 'cover', position: 'centre' }
          : { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true },
      );
    const encoded = kind === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png();
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return {
        data,
        kind,
        mime: MIME_BY_KIND[kind],
        extension: EXTENSION_BY_KIND[kind],
        width: info.width,
        height: info.height,
      };
    } catch (error) {
      throw toImageError(error, 'undecodable image');
    }
  });
};
