import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages, fileMessages, MAX_IMAGE_BYTES, recipeMessages } from '@coachboard/contract';
import { files, postAttachments } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { createRecipeViaApi } from '../recipes/recipe-helpers.js';
import {
  createProgramViaApi,
  makeImage,
  multipart,
  type AuthHeader,
  type MultipartPart,
} from '../programs/program-helpers.js';

/**
 * Every image upload route gets the same hostile files. Each is refused with its status and message (never a
 * 500) and leaves nothing behind: no stored file, no files row, no temporary upload directory. Polyglots are
 * accepted because every image is decoded and re-encoded: the stored and served bytes carry no HTML.
 */

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG whose IHDR is patched to claim 50000 x 50000 pixels, its CRC fixed: 2.5 gigapixels in ~100 bytes. */
const pngPixelBomb = async () => {
  const png = Buffer.from(await makeImage('png', 8, 8));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
};

/** A real JPEG whose SOF0 frame header is patched to claim 50000 x 50000 pixels. */
const jpegPixelBomb = async () => {
  const jpeg = Buffer.from(await makeImage('jpeg', 8, 8));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(50_000, sof + 5);
  jpeg.writeUInt16BE(50_000, sof + 7);
  return jpeg;
};

/** A valid PNG carrying an HTML page in a tEXt chunk and another after IEND. */
const pngHtmlPolyglot = async () => {
  const png = await makeImage('png');
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'));
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33), Buffer.from(HTML)]);
};

/** A valid JPEG carrying an HTML page in a COM segment and another after EOI. */
const jpegHtmlPolyglot = async () => {
  const jpeg = await makeImage('jpeg');
  const comment = Buffer.from(HTML);
  const marker = Buffer.from([0xff, 0xfe, 0, 0]);
  marker.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2), Buffer.from(HTML)]);
};

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A noisy JPEG cut in the middle of its scan data: the header is whole, the pixels are not. */
const truncatedJpeg = async () => {
  const noise = Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, i) => (i * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
};

/** A JPEG with EXIF: camera make, copyright and a GPS block (latitude, longitude, datum). */
const jpegWithGps = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Copyright: 'owner-secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
        GPSMapDatum: 'WGS-84-secret',
      },
    })
    .toBuffer();

/** The EXIF tag that points at the GPS IFD (0x8825), little-endian as sharp writes it. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

interface UploadRoute {
  name: string;
  field: string;
  /** Creates the thing the image is for; returns its id. */
  createOwner: () => Promise<number>;
  url: (id: number) => string;
  onlyImages: string;
  tooLarge: string;
  /** 50 file parts: the single-file routes stop at the second file, attachments at the sixth. */
  tooManyFiles: { status: number; message: string };
  /** The full paths of the stored images in a 201 answer. */
  storedPaths: (data: Record<string, unknown>) => string[];
}

describe('hostile uploads on every image upload route', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let tmpDir: string;
  const originalTmpDir = process.env.TMPDIR;

  const singleImage = (data: Record<string, unknown>) => [data.full_path as string];
  const routes: UploadRoute[] = [
    {
      name: 'program image',
      field: 'file',
      createOwner: async () => (await createProgramViaApi(ctx.app, admin)).id,
      url: (id) => `/api/files/training-programs/${id}/upload-program-image`,
      onlyImages: fileMessages.onlyImages,
      tooLarge: fileMessages.tooLarge,
      tooManyFiles: { status: 413, message: 'Too many files in one request' },
      storedPaths: singleImage,
    },
    {
      name: 'profile image',
      field: 'file',
      createOwner: async () => (await createUser(ctx.db)).user.id,
      url: (id) => `/api/files/users/${id}/upload-profile-image`,
      onlyImages: fileMessages.onlyImages,
      tooLarge: fileMessages.tooLarge,
      tooManyFiles: { status: 413, message: 'Too many files in one request' },
      storedPaths: singleImage,
    },
    {
      name: 'recipe image',
      field: 'file',
      createOwner: async () => (await createRecipeViaApi(ctx.app, admin)).id,
      url: (id) => `/api/files/recipes/${id}/upload-recipe-image`,
      onlyImages: recipeMessages.imageType,
      tooLarge: recipeMessages.imageTooLarge,
      tooManyFiles: { status: 413, message: 'Too many files in one request' },
      storedPaths: singleImage,
    },
    {
      name: 'post attachments',
      field: 'attachments[]',
      createOwner: async () => (await createPostViaApi(ctx.app, admin)).id,
      url: (id) => `/api/files/community/posts/${id}/upload-attachment`,
      onlyImages: fileMessages.onlyImages,
      tooLarge: fileMessages.tooLarge,
      tooManyFiles: { status: 422, message: communityMessages.tooManyInRequest },
      storedPaths: (data) => (data.attachments as { full_path: string }[]).map((a) => a.full_path),
    },
  ];

  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
  const storedFileNames = (dir = uploadsDir()): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? storedFileNames(full) : [full];
        })
      : [];
  const leftoverTempDirs = () =>
    fs.readdirSync(tmpDir).filter((name) => /^coachboard-(upload|attachments)-/.test(name));
  const traces = async () => ({
    stored: storedFileNames().sort(),
    files: (await ctx.db.select({ n: count() }).from(files))[0]!.n,
    attachments: (await ctx.db.select({ n: count() }).from(postAttachments))[0]!.n,
    tempDirs: leftoverTempDirs(),
  });

  const send = (route: UploadRoute, ownerId: number, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: route.url(ownerId),
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const filePart = (route: UploadRoute, value: Buffer, filename: string, contentType: string) => ({
    name: route.field,
    value,
    filename,
    contentType,
  });

  /** Sends the parts, expects the refusal and that the upload left nothing behind. */
  const expectRefused = async (
    route: UploadRoute,
    parts: (route: UploadRoute) => MultipartPart[],
    status: number,
    message: string,
  ) => {
    const ownerId = await route.createOwner();
    const before = await traces();
    const response = await send(route, ownerId, parts(route));
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(await traces()).toEqual({ ...before, tempDirs: [] });
    return body;
  };

  beforeAll(async () => {
    // A private temporary directory, so leftover upload directories of this file can be counted exactly.
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-hostile-'));
    process.env.TMPDIR = tmpDir;
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    if (originalTmpDir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = originalTmpDir;
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  describe.each(routes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const errorField = route.field === 'file' ? 'file' : 'attachments';

    it('refuses a PNG pixel bomb (50000 x 50000 claimed) with 422 before decoding it', async () => {
      const bomb = await pngPixelBomb();
      expect(bomb.length).toBeLessThan(200);
      const body = await expectRefused(
        route,
        (r) => [filePart(r, bomb, 'bomb.png', 'image/png')],
        422,
        fileMessages.imageTooManyPixels,
      );
      expect(body.errors).toEqual({ [errorField]: [fileMessages.imageTooManyPixels] });
    });

    it('refuses a JPEG pixel bomb (50000 x 50000 claimed) with 422', async () => {
      const bomb = await jpegPixelBomb();
      await expectRefused(
        route,
        (r) => [filePart(r, bomb, 'bomb.jpg', 'image/jpeg')],
        422,
        fileMessages.imageTooManyPixels,
      );
    });

    it('refuses an SVG with a script with 415, also when it is named .png', async () => {
      await expectRefused(
        route,
        (r) => [filePart(r, SVG, 'logo.svg', 'image/svg+xml')],
        415,
        route.onlyImages,
      );
      await expectRefused(route, (r) => [filePart(r, SVG, 'logo.png', 'image/png')], 415, route.onlyImages);
    });

    it('refuses a truncated JPEG with 415', async () => {
      const truncated = await truncatedJpeg();
      expect((await sharp(truncated).metadata()).format).toBe('jpeg');
      await expectRefused(
        route,
        (r) => [filePart(r, truncated, 'cut.jpg', 'image/jpeg')],
        415,
        route.onlyImages,
      );
    });

    it('refuses a file named .png that holds plain text with 415', async () => {
      await expectRefused(
        route,
        (r) => [filePart(r, Buffer.from('hello, I am plain text\n'), 'photo.png', 'image/png')],
        415,
        route.onlyImages,
      );
    });

    it('refuses a file of exactly 20 MB + 1 byte with 413', async () => {
      const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1);
      (await makeImage('png')).copy(tooBig);
      expect(tooBig.length).toBe(20_971_521);
      await expectRefused(route, (r) => [filePart(r, tooBig, 'big.png', 'image/png')], 413, route.tooLarge);
    });

    it('refuses a multipart of 50 file parts', async () => {
      const image = await makeImage('png');
      await expectRefused(
        route,
        (r) => Array.from({ length: 50 }, (_, i) => filePart(r, image, `p${i}.png`, 'image/png')),
        route.tooManyFiles.status,
        route.tooManyFiles.message,
      );
    });

    it('refuses a multipart of one image and 49 text fields with 413', async () => {
      const image = await makeImage('png');
      await expectRefused(
        route,
        (r) => [
          filePart(r, image, 'ok.png', 'image/png'),
          ...Array.from({ length: 49 }, (_, i) => ({ name: `field${i}`, value: 'x' })),
        ],
        413,
        'Too many parts in one request',
      );
    });

    it('stores PNG and JPEG polyglots re-encoded: the served bytes hold no HTML', async () => {
      for (const [polyglot, name, type] of [
        [await pngHtmlPolyglot(), 'page.png', 'image/png'],
        [await jpegHtmlPolyglot(), 'page.jpg', 'image/jpeg'],
      ] as const) {
        expect(polyglot.includes(Buffer.from('<script>'))).toBe(true);
        const ownerId = await route.createOwner();
        const response = await send(route, ownerId, [filePart(route, polyglot, name, type)]);
        expect(response.statusCode, response.body).toBe(201);
        const [fullPath] = route.storedPaths(response.json().data);
        expect(fullPath).toMatch(type === 'image/png' ? /\.png$/ : /\.jpg$/);
        const served = await ctx.app.inject({ method: 'GET', url: fullPath! });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
        expect(served.rawPayload.toString('latin1').toLowerCase()).not.toContain('<html');
        expect((await sharp(served.rawPayload).metadata()).format).toBe(
          type === 'image/png' ? 'png' : 'jpeg',
        );
      }
      expect(leftoverTempDirs()).toEqual([]);
    });

    it('strips EXIF, GPS included, and serves the image with nosniff and an image type', async () => {
      const input = await jpegWithGps();
      const inputExif = (await sharp(input).metadata()).exif;
      expect(inputExif?.includes(GPS_IFD_POINTER)).toBe(true);
      expect(inputExif?.includes(Buffer.from('WGS-84-secret'))).toBe(true);

      const ownerId = await route.createOwner();
      const response = await send(route, ownerId, [filePart(route, input, 'holiday.jpg', 'image/jpeg')]);
      expect(response.statusCode, response.body).toBe(201);
      const [fullPath] = route.storedPaths(response.json().data);
      expect(fullPath).toMatch(/^\/uploads\/[a-z-]+\/[0-9a-f-]{36}\.jpg$/);

      const storedBytes = fs.readFileSync(path.join(uploadsDir(), fullPath!.replace(/^\/uploads\//, '')));
      const stored = await sharp(storedBytes).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      for (const secret of ['WGS-84-secret', 'owner-secret', 'SpyCam', 'Exif\0\0']) {
        expect(storedBytes.includes(Buffer.from(secret, 'latin1')), secret).toBe(false);
      }

      const served = await ctx.app.inject({ method: 'GET', url: fullPath! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(storedBytes)).toBe(true);
      expect(leftoverTempDirs()).toEqual([]);
    });
  });
});
