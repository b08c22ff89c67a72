// High-entropy JPEGs for the upload benchmarks: noise compresses least, so an image of a given size costs the
// most pixels to decode.
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@coachboard/contract';

/** 19.9 MB (decimal), under MAX_IMAGE_BYTES (20 MiB). */
const TARGET_IMAGE_BYTES = 19_900_000;

/** Deterministic noise (xorshift32): the same bytes, hence the same JPEG, on every run. */
const noise = (width: number, height: number) => {
  const bytes = Buffer.allocUnsafe(width * height * 3 + 3);
  let x = 2463534242;
  for (let i = 0; i < bytes.length - 3; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes.writeUInt32LE(x >>> 0, i);
  }
  return bytes.subarray(0, width * height * 3);
};

export const encodeNoise = (width: number, height: number) =>
  sharp(noise(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A 3:2 noise JPEG whose size is within 1 % under TARGET_IMAGE_BYTES: scales the pixel count until it is. */
export const bigJpeg = async () => {
  let pixels = 24_000_000;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const width = Math.round(Math.sqrt(pixels * 1.5));
    const height = Math.round(width / 1.5);
    const jpeg = await encodeNoise(width, height);
    if (jpeg.length <= TARGET_IMAGE_BYTES && jpeg.length > TARGET_IMAGE_BYTES * 0.99) {
      if (width * height > MAX_IMAGE_PIXELS || jpeg.length > MAX_IMAGE_BYTES)
        throw new Error('image over limits');
      return { jpeg, width, height };
    }
    pixels *= (TARGET_IMAGE_BYTES * 0.995) / jpeg.length;
  }
  throw new Error(`could not reach a ${TARGET_IMAGE_BYTES}-byte JPEG`);
};
