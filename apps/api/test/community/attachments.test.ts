import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { communityMessages, fileMessages, type AttachmentUpload, type Post } from '@coachboard/contract';
import { sweepStoredFileTask } from '../../src/jobs/stored-file-sweep.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  expectAdminOnly,
  makeImage,
  multipart,
  nonAdminAuthHeader,
  type MultipartPart,
} from '../programs/program-helpers.js';
import { call, createPostViaApi, type AuthHeader } from './community-helpers.js';

describe('post attachments', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    png = await makeImage('png');
    jpeg = await makeImage('jpeg');
  });
  afterAll(async () => ctx.close());

  const storedFiles = () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'post-attachments');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** Runs the sweep job the files trigger queues for a stored name, as the job runner would. */
  const sweep = (storageName: string) =>
    sweepStoredFileTask(ctx.db, ctx.app.storage)({ storage_name: storageName }, {} as never);
  const images = (count: number, name = 'attachments[]'): MultipartPart[] =>
    Array.from({ length: count }, (_, i) => ({
      name,
      value: i % 2 === 0 ? png : jpeg,
      filename: `photo-${i + 1}.${i % 2 === 0 ? 'png' : 'jpg'}`,
      contentType: i % 2 === 0 ? 'image/png' : 'image/jpeg',
    }));
  const upload = async (postId: number, parts: MultipartPart[], auth: AuthHeader = admin) => {
    const body = multipart(parts);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/community/posts/${postId}/upload-attachment`,
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('stores re-encoded images, answers them with the post, and lists them on the post', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const before = storedFiles().length;
    const { status, body } = await upload(post.id, images(2));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.message).toBe(communityMessages.attachmentsUploaded);
    const data = body.data as AttachmentUpload;
    expect(data.attachments.map((file) => file.original_name)).toEqual(['photo-1.png', 'photo-2.jpg']);
    expect(data.attachments[0]!.full_path).toMatch(/^\/uploads\/post-attachments\/.+\.png$/);
    expect(data.post.attachments).toEqual(data.attachments);
    expect(storedFiles().length).toBe(before + 2);
    const served = await ctx.app.inject({ method: 'GET', url: data.attachments[1]!.full_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const list = await call(ctx.app, admin, 'GET', '/api/posts');
    expect((list.body.data.data as Post[]).find((p) => p.id === post.id)?.attachments).toEqual(
      data.attachments,
    );
  });

  it('accepts the field named attachments as well', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    expect((await upload(post.id, images(1, 'attachments'))).status).toBe(201);
  });

  it('refuses a sixth file in one request and more than the post has room for', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const before = storedFiles().length;
    const six = await upload(post.id, images(6));
    expect(six.status).toBe(422);
    expect(six.body.message).toBe(communityMessages.tooManyInRequest);
    expect((await upload(post.id, images(3))).status).toBe(201);
    const over = await upload(post.id, images(3));
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(communityMessages.tooManyOnPost);
    expect((await upload(post.id, images(2))).status).toBe(201);
    const sixth = await upload(post.id, images(1));
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe(communityMessages.tooManyOnPost);
    expect(storedFiles().length).toBe(before + 5);
  });

  it('refuses a text file named .png, an empty request and a missing post', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const before = storedFiles().length;
    const text = await upload(post.id, [
      ...images(1),
      { name: 'attachments[]', value: 'not an image', filename: 'fake.png', contentType: 'image/png' },
    ]);
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(fileMessages.onlyImages);
    expect(storedFiles().length).toBe(before);
    const none = await upload(post.id, [{ name: 'note', value: 'hello' }]);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(fileMessages.noFile);
    const missing = await upload(999999, images(1));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(communityMessages.postNotFound);
    expect((await call(ctx.app, admin, 'GET', `/api/posts/${post.id}`)).body.data.attachments).toEqual([]);
  });

  it('is for admins only', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/community/posts/${post.id}/upload-attachment`,
      ...multipart(images(1)),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(post.id, images(1), nonAdmin)).status).toBe(403);
  });

  it('removes one attachment through DELETE /files/delete/{fileId}', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const uploaded = (await upload(post.id, images(2))).body.data as AttachmentUpload;
    const [first, second] = uploaded.attachments;
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `/api/files/delete/${first!.id}` });
    const removed = await call(ctx.app, admin, 'DELETE', `/api/files/delete/${first!.id}`);
    expect(removed.status).toBe(200);
    // The stored object goes through the sweep job the files trigger queued in the same transaction.
    await sweep(first!.storage_name);
    expect(storedFiles()).not.toContain(path.basename(first!.storage_name));
    const detail = await call(ctx.app, admin, 'GET', `/api/posts/${post.id}`);
    expect(detail.body.data.attachments).toEqual([second]);
  });

  it('keeps the files of a trashed post until the trash is purged, then removes them', async () => {
    const post = await createPostViaApi(ctx.app, admin);
    const uploaded = (await upload(post.id, images(2))).body.data as AttachmentUpload;
    expect((await call(ctx.app, admin, 'DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    const ids = uploaded.attachments.map((file) => file.id);
    const kept = await ctx.db.execute(sql`select id from files where id in (${ids[0]}, ${ids[1]})`);
    expect(kept.rows).toHaveLength(2);
    for (const file of uploaded.attachments) {
      await sweep(file.storage_name);
      expect(storedFiles()).toContain(path.basename(file.storage_name));
    }

    expect((await call(ctx.app, admin, 'DELETE', `/api/trash/post/${post.id}`)).status).toBe(200);
    const rows = await ctx.db.execute(sql`select id from files where id in (${ids[0]}, ${ids[1]})`);
    expect(rows.rows).toEqual([]);
    for (const file of uploaded.attachments) {
      await sweep(file.storage_name);
      expect(storedFiles()).not.toContain(path.basename(file.storage_name));
    }
  });
});
