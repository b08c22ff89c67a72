import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { enqueueJob } from '../../src/jobs/enqueue-job.js';
import { SWEEP_STORED_FILE_TASK } from '../../src/jobs/stored-file-sweep.js';
import { migrateLocalFilesToStorage } from '../../src/ops/storage-migrate.js';
import { createS3FileStorage, type FileStorage } from '../../src/storage/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, makeImage, multipart, type AuthHeader } from '../programs/program-helpers.js';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Polls until `check` holds: the jobs run in the app's worker, woken by LISTEN/NOTIFY. */
const eventually = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('S3-compatible storage (a real S3 server, not a mock of the SDK)', () => {
  let s3: TestS3Server;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3FileStorage(s3.storage('team/uploads'));
  });
  afterAll(() => s3.stop());

  it('puts, reads back, tells existence and removes objects, under the configured prefix', async () => {
    const data = Buffer.from('not really a jpeg, but bytes are bytes');
    await storage.put('training-programs/a.jpg', data, 'image/jpeg');
    expect(await storage.exists('training-programs/a.jpg')).toBe(true);
    const stored = await storage.get('training-programs/a.jpg');
    expect(stored).toMatchObject({ contentType: 'image/jpeg', size: data.length });
    expect(await readAll(stored!.body)).toEqual(data);
    // Behind the API's back: the object sits under the prefix in the bucket.
    const onDisk = fs.readdirSync(path.join(s3.directory, s3.bucket), { recursive: true }).map(String);
    expect(onDisk.some((entry) => entry.startsWith(path.join('team', 'uploads', 'training-programs')))).toBe(
      true,
    );

    await storage.remove('training-programs/a.jpg');
    expect(await storage.exists('training-programs/a.jpg')).toBe(false);
    expect(await storage.get('training-programs/a.jpg')).toBeNull();
    await expect(storage.remove('training-programs/a.jpg')).resolves.toBeUndefined();
  });

  it('streams a file of unknown length in parts (multipart upload) without holding it whole', async () => {
    const part = Buffer.alloc(1024 * 1024, 7);
    const parts = 12; // 12 MB: three 5 MB parts
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < parts; index += 1) yield part;
      })(),
    );
    await storage.put('exports/big.bin', body, 'application/octet-stream');
    const stored = await storage.get('exports/big.bin');
    expect(stored?.size).toBe(parts * part.length);
    const read = await readAll(stored!.body);
    expect(read.length).toBe(parts * part.length);
    expect(read.every((byte) => byte === 7)).toBe(true);
  });

  it('refuses keys that climb out of the prefix', async () => {
    for (const key of ['../other/x.jpg', '/abs.jpg', 'a//b.jpg', 'a/./b.jpg', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('a wrong secret is refused by the server (signatures are checked)', async () => {
    const wrong = createS3FileStorage({
      ...s3.storage(),
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrong.put('x/y.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/signature/i);
  });
});

describe('npm run storage:migrate: local uploads into the bucket', () => {
  let s3: TestS3Server;
  let uploadsDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-migrate-'));
  });
  afterAll(async () => {
    await s3.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('copies every stored file, resumes an interrupted run, changes nothing the second time, and can remove local copies', async () => {
    const local = {
      'training-programs/a.jpg': Buffer.alloc(3000, 1),
      'training-programs/b.png': Buffer.alloc(5000, 2),
      'recipes/c.jpg': Buffer.alloc(700, 3),
      'users/d.png': Buffer.alloc(1200, 4),
    };
    for (const [key, data] of Object.entries(local)) {
      fs.mkdirSync(path.join(uploadsDir, path.dirname(key)), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, key), data);
    }
    fs.writeFileSync(path.join(uploadsDir, 'recipes', 'half.jpg.partial'), 'half-written');
    const bucket = createS3FileStorage(s3.storage('migrated'));
    // An earlier run was interrupted: one file arrived whole, one was cut short.
    await bucket.put('training-programs/a.jpg', local['training-programs/a.jpg'], 'image/jpeg');
    await bucket.put('recipes/c.jpg', Buffer.alloc(10, 3), 'image/jpeg');

    const first = await migrateLocalFilesToStorage(uploadsDir, bucket);
    expect(first).toMatchObject({ copied: 3, skipped: 1, removedLocally: 0 });
    for (const [key, data] of Object.entries(local)) {
      const stored = await bucket.get(key);
      expect(await readAll(stored!.body), key).toEqual(data);
      expect(stored!.contentType).toBe(key.endsWith('.png') ? 'image/png' : 'image/jpeg');
    }
    expect(await bucket.exists('recipes/half.jpg.partial')).toBe(false);

    expect(await migrateLocalFilesToStorage(uploadsDir, bucket)).toMatchObject({ copied: 0, skipped: 4 });

    const last = await migrateLocalFilesToStorage(uploadsDir, bucket, { removeLocal: true });
    expect(last).toMatchObject({ copied: 0, skipped: 4, removedLocally: 4 });
    for (const key of Object.keys(local)) {
      expect(fs.existsSync(path.join(uploadsDir, key))).toBe(false);
      expect(await bucket.exists(key)).toBe(true);
    }
  });
});

describe('the API on S3 storage: uploads, /uploads serving, deletes and the sweep', () => {
  let s3: TestS3Server;
  let ctx: TestApp;
  let admin: AuthHeader;

  const uploadProgramImage = async (programId: number, image: Buffer) => {
    const body = multipart([
      { name: 'trainingProgramId', value: String(programId) },
      { name: 'file', value: image, filename: 'cover.png', contentType: 'image/png' },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/training-programs/${programId}/upload-program-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number; full_path: string } }>().data;
  };
  const storageNameOf = async (fileId: number) =>
    (await ctx.db.select().from(files).where(eq(files.id, fileId)))[0]?.storageName;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ config: { storage: s3.storage('uploads') } });
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  it('stores the re-encoded image in the bucket, not on disk, and serves it under the same path and headers', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const uploaded = await uploadProgramImage(program.id, await makeImage('png', 80, 60));
    expect(uploaded.full_path).toMatch(/^\/uploads\/training-programs\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', 'training-programs'))).toBe(false);
    const storageName = await storageNameOf(uploaded.id);
    expect(await ctx.app.storage.exists(storageName!)).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: uploaded.full_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(80);

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: uploaded.full_path,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 in the envelope for a missing object and for a key that is not one of ours', async () => {
    for (const url of [
      '/uploads/training-programs/missing.png',
      '/uploads/..%2F..%2Fetc/passwd',
      '/uploads/x',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('a replaced image leaves the bucket, and so does the image of a program purged from the trash', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const first = await uploadProgramImage(program.id, await makeImage('png'));
    const firstName = (await storageNameOf(first.id))!;
    const second = await uploadProgramImage(program.id, await makeImage('png', 30, 30));
    const secondName = (await storageNameOf(second.id))!;
    expect(await ctx.app.storage.exists(firstName)).toBe(false);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // In the trash the program keeps its image; purging it from the trash lets the object go.
    expect(await ctx.app.storage.exists(secondName)).toBe(true);
    const purged = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trash/program/${program.id}`,
      headers: admin,
    });
    expect(purged.statusCode, purged.body).toBe(200);
    await eventually(async () => !(await ctx.app.storage.exists(secondName)));
  });

  it('the sweep removes an object no row names (a crash between storing and committing) and keeps the others', async () => {
    const program = await createProgramViaApi(ctx.app, admin);
    const kept = await uploadProgramImage(program.id, await makeImage('png'));
    const keptName = (await storageNameOf(kept.id))!;
    const orphanName = 'training-programs/00000000-0000-4000-8000-000000000000.png';
    await ctx.app.storage.put(orphanName, Buffer.from('left behind'), 'image/png');

    for (const name of [orphanName, keptName]) {
      await enqueueJob(ctx.db, SWEEP_STORED_FILE_TASK, { storage_name: name });
    }
    await eventually(async () => !(await ctx.app.storage.exists(orphanName)));
    // Both sweeps have run once none is due any more.
    await eventually(async () => {
      const due = await ctx.db.execute<{ count: number }>(sql`
        select count(*)::int as count from graphile_worker.jobs
        where task_identifier = ${SWEEP_STORED_FILE_TASK} and run_at <= now()`);
      return due.rows[0]!.count === 0;
    });
    expect(await ctx.app.storage.exists(keptName)).toBe(true);
  });
});
