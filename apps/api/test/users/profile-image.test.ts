import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileMessages, userMessages, type ProfileImageUpload, type User } from '@coachboard/contract';
import { files, users } from '../../src/db/schema/index.js';
import { sweepStoredFileTask } from '../../src/jobs/stored-file-sweep.js';
import { adminAuthHeader } from '../helpers/auth.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  expectAdminOnly,
  makeImage,
  multipart,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers, createUserViaApi } from './users-helpers.js';

describe('profile images: upload and delete', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const storedFiles = () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'profile-images');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const upload = async (userId: number, image: Buffer, filename = 'me.png') => {
    const body = multipart([{ name: 'file', value: image, filename, contentType: 'image/png' }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/files/users/${userId}/upload-profile-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(() => ctx.close());

  it('stores a re-encoded square image, replaces the old one and deletes it through /files/delete', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const first = await upload(user.id, await makeImage('png', 300, 200));
    expect(first.statusCode, first.body).toBe(201);
    const uploaded = first.json<{ message: string; data: ProfileImageUpload }>();
    expect(uploaded.message).toBe(userMessages.profileImageUploaded);
    expect(uploaded.data.user.profile_image).toEqual({
      id: uploaded.data.id,
      full_path: uploaded.data.full_path,
    });
    const [stored] = storedFiles();
    const metadata = await sharp(path.join(ctx.dataDir, 'uploads', 'profile-images', stored!)).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 200]);

    const second = await upload(user.id, await makeImage('jpeg', 120, 160), 'new.jpg');
    expect(second.statusCode, second.body).toBe(201);
    const replaced = second.json<{ data: ProfileImageUpload }>().data;
    expect(storedFiles()).toHaveLength(1);
    expect(await ctx.db.select().from(files).where(eq(files.id, uploaded.data.id))).toHaveLength(0);

    const [replacedRow] = await ctx.db.select().from(files).where(eq(files.id, replaced.id));
    const deleted = await call('DELETE', `/files/delete/${replaced.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The stored object goes through the sweep job the files trigger queued in the same transaction.
    await sweepStoredFileTask(ctx.db, ctx.app.storage)(
      { storage_name: replacedRow!.storageName },
      {} as never,
    );
    expect(storedFiles()).toHaveLength(0);
    const after = await call('GET', `/users/${user.id}`);
    expect(after.json<{ data: User }>().data.profile_image).toBeNull();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profileImageId).toBeNull();
  });

  it('refuses a file that is not a JPEG or PNG by its bytes, and a missing user', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    const fake = await upload(user.id, Buffer.from('GIF89a not really'), 'photo.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(fileMessages.onlyImages);
    const missing = await upload(999999, await makeImage('png'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(userMessages.notFound);
  });

  it('is for admins only', async () => {
    const user = await createUserViaApi(ctx.app, admin);
    await expectAdminOnly(ctx.app, nonAdmin, {
      method: 'POST',
      url: `/api/files/users/${user.id}/upload-profile-image`,
    });
  });
});
