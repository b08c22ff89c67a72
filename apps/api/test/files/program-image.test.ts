import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  fileMessages,
  MAX_IMAGE_BYTES,
  programApiMessages,
  programMessages,
  type ProgramImageUpload,
} from '@coachboard/contract';
import { files } from '../../src/db/schema/index.js';
import { MALFORMED_MULTIPART_MESSAGE } from '../../src/lib/receive-upload.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  makeImage,
  multipart,
  nonAdminAuthHeader,
  programRow,
  type AuthHeader,
  type MultipartPart,
} from '../programs/program-helpers.js';

/** A PNG whose header claims `width` x `height` pixels, with no real image data behind it. */
const pngClaiming = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('program images: upload and delete', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
  const storedFiles = () => {
    const dir = path.join(uploadsDir(), 'training-programs');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const upload = (programId: number | string, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${programId}/upload-program-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const filePart = (value: Buffer, filename = 'photo.png', contentType = 'image/png'): MultipartPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('stores a re-encoded PNG under a generated name, records it and sets the program image', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await upload(program.id, [
      { name: 'trainingProgramId', value: String(program.id) },
      filePart(await makeImage('png'), 'My Cover.png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: true; message: string; data: ProgramImageUpload }>();
    expect(body.message).toBe(programApiMessages.imageUploaded);
    expect(body.data).toMatchObject({ original_name: 'My Cover.png', mime: 'image/png' });
    expect(body.data.full_path).toMatch(/^\/uploads\/training-programs\/[0-9a-f-]{36}\.png$/);
    expect(body.data.training_program).toMatchObject({
      id: program.id,
      image: body.data.full_path,
      training_program_image: { id: body.data.id, full_path: body.data.full_path },
    });

    const [row] = await ctx.db.select().from(files).where(eq(files.id, body.data.id));
    expect(row).toMatchObject({ mime: 'image/png', fullPath: body.data.full_path });
    const stored = path.join(uploadsDir(), row!.storageName);
    expect(fs.statSync(stored).size).toBe(row!.size);
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect((await programRow(ctx.db, program.id))?.imageFileId).toBe(body.data.id);

    const served = await ctx.app.inject({ method: 'GET', url: body.data.full_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(detail.json().data.training_program_image).toEqual({
      id: body.data.id,
      full_path: body.data.full_path,
    });
  });

  it('decides the type by content: a PNG named .txt and sent as text/plain is accepted', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await upload(program.id, [filePart(await makeImage('png'), 'notes.txt', 'text/plain')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ mime: 'image/png', original_name: 'notes.txt' });
    expect(response.json().data.full_path).toMatch(/\.png$/);
  });

  it('refuses a text file named .png with 415 and the message, storing nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const before = storedFiles().length;
    const response = await upload(program.id, [
      filePart(Buffer.from('just some text, not an image'), 'fake.png'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: fileMessages.onlyImages });
    expect(storedFiles()).toHaveLength(before);
    expect((await programRow(ctx.db, program.id))?.imageFileId).toBeNull();
  });

  it('refuses other image types and broken images with 415', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const brokenPng = Buffer.concat([(await makeImage('png')).subarray(0, 40), Buffer.from('garbage')]);
    for (const [value, name] of [
      [gif, 'a.gif'],
      [webp, 'b.jpg'],
      [brokenPng, 'c.png'],
    ] as const) {
      const response = await upload(program.id, [filePart(value, name)]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().message).toBe(fileMessages.onlyImages);
    }
  });

  it('refuses a file over 20 MB with 413 and the message while streaming it', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await makeImage('png')).copy(tooBig);
    const response = await upload(program.id, [filePart(tooBig, 'huge.png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: fileMessages.tooLarge });
    expect((await programRow(ctx.db, program.id))?.imageFileId).toBeNull();
  });

  it('refuses a body whose declared length is far over the limit before reading it', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await upload(program.id, [
      filePart(Buffer.alloc(MAX_IMAGE_BYTES + 2_000_000), 'huge.jpg'),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(fileMessages.tooLarge);
  });

  it('accepts a JPEG just under the limit by size rules', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const jpeg = await makeImage('jpeg');
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES - jpeg.length)]);
    expect(padded.length).toBe(MAX_IMAGE_BYTES);
    const response = await upload(program.id, [filePart(padded, 'exact.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.mime).toBe('image/jpeg');
    expect(response.json().data.size).toBeLessThan(10_000);
  });

  it('turns JPEGs upright, strips their metadata and caps the size at 2048 px', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const rotated = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const response = await upload(program.id, [filePart(rotated, 'phone.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, response.json().data.id));
    const storedBytes = fs.readFileSync(path.join(uploadsDir(), row!.storageName));
    const metadata = await sharp(storedBytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 300]);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(storedBytes.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const resized = await upload(program.id, [filePart(wide, 'wide.png')]);
    expect(resized.statusCode).toBe(201);
    const [wideRow] = await ctx.db.select().from(files).where(eq(files.id, resized.json().data.id));
    const wideMeta = await sharp(path.join(uploadsDir(), wideRow!.storageName)).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([2048, 683]);
  });

  it('refuses an image with too many pixels before decoding it', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await upload(program.id, [filePart(pngClaiming(20_000, 20_000), 'bomb.png')]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: programApiMessages.imageTooManyPixels,
      errors: { file: [programApiMessages.imageTooManyPixels] },
    });
  });

  it('replaces the previous image: its file row and stored file are removed', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const first = await upload(program.id, [filePart(await makeImage('png'))]);
    const [firstRow] = await ctx.db.select().from(files).where(eq(files.id, first.json().data.id));
    const second = await upload(program.id, [filePart(await makeImage('jpeg'), 'new.jpg', 'image/jpeg')]);
    expect(second.statusCode).toBe(201);
    expect(await ctx.db.select().from(files).where(eq(files.id, firstRow!.id))).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir(), firstRow!.storageName))).toBe(false);
    const row = await programRow(ctx.db, program.id);
    expect(row).toMatchObject({ imageFileId: second.json().data.id, image: second.json().data.full_path });
  });

  it('answers 422 "No file selected" without a file or with an empty one', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const none = await upload(program.id, [{ name: 'trainingProgramId', value: String(program.id) }]);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      success: false,
      message: fileMessages.noFile,
      errors: { file: [fileMessages.noFile] },
    });
    const empty = await upload(program.id, [filePart(Buffer.alloc(0), '')]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(fileMessages.noFile);
    const wrongField = await upload(program.id, [{ ...filePart(await makeImage('png')), name: 'image' }]);
    expect(wrongField.statusCode).toBe(422);
  });

  it('refuses a trainingProgramId that names another program', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const response = await upload(program.id, [
      filePart(await makeImage('png')),
      { name: 'trainingProgramId', value: String(program.id + 1000) },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.trainingProgramId).toEqual([programApiMessages.programIdMismatch]);
  });

  it('answers 404 for an unknown program and 415 for a body that is not multipart', async () => {
    const missing = await upload(987654, [filePart(await makeImage('png'))]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(programMessages.notFound);
    const program = await createProgramViaApi(ctx.app, admin);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${program.id}/upload-program-image`,
      headers: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses two files in one request', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const image = await makeImage('png');
    const response = await upload(program.id, [filePart(image), filePart(image, 'second.png')]);
    expect(response.statusCode).toBe(413);
  });

  it('answers 400, not 500, to a multipart body without a boundary or cut short', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const url = `/api/files/training-programs/${program.id}/upload-program-image`;
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json()).toEqual({ success: false, message: MALFORMED_MULTIPART_MESSAGE });
    const cutShort = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(cutShort.statusCode, cutShort.body).toBe(400);
    expect(cutShort.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
    expect((await programRow(ctx.db, program.id))?.imageFileId).toBeNull();
  });

  describe('DELETE /files/delete/{imageId}', () => {
    it('removes the file row and clears the program image; the stored file goes with the sweep job', async () => {
      const program = await createProgramViaApi(ctx.app, admin);
      const uploaded = await upload(program.id, [filePart(await makeImage('png'))]);
      const fileId: number = uploaded.json().data.id;
      const [row] = await ctx.db.select().from(files).where(eq(files.id, fileId));
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/files/delete/${fileId}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: programApiMessages.imageDeleted,
        data: { id: fileId },
      });
      expect(await ctx.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
      // The files trigger queued the object's sweep in the delete's transaction; it runs right after the commit.
      const deadline = Date.now() + 10_000;
      while (fs.existsSync(path.join(uploadsDir(), row!.storageName)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fs.existsSync(path.join(uploadsDir(), row!.storageName))).toBe(false);
      expect(await programRow(ctx.db, program.id)).toMatchObject({ image: null, imageFileId: null });

      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/files/delete/${fileId}`,
        headers: admin,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(fileMessages.fileNotFound);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: '/api/files/delete/1' });
    });
  });

  it('upload is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'POST',
      url: '/api/files/training-programs/1/upload-program-image',
    });
  });
});
