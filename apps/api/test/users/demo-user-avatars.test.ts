import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { files, users } from '../../src/db/schema/index.js';
import { demoUserAvatars } from '../../src/seed/demo-user-avatars-data.js';
import { seedDemoUserAvatars } from '../../src/seed/demo-user-avatars.js';
import { seedDemoUsers } from '../../src/seed/demo-users.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('demo profile images', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives the listed demo users a real square picture, once', async () => {
    await seedDemoUsers(ctx.db);
    const storage = storageForDataDir(ctx.dataDir);
    expect(await seedDemoUserAvatars(ctx.db, storage)).toBe(demoUserAvatars.length);
    expect(await seedDemoUserAvatars(ctx.db, storage)).toBe(0);

    const withImages = await ctx.db
      .select({ firstName: users.firstName, storageName: files.storageName, mime: files.mime })
      .from(users)
      .innerJoin(files, eq(files.id, users.profileImageId))
      .where(isNotNull(users.profileImageId));
    expect(withImages.map((row) => row.firstName).sort()).toEqual(
      demoUserAvatars.map((avatar) => avatar.firstName).sort(),
    );
    for (const row of withImages) {
      const metadata = await sharp(path.join(ctx.dataDir, 'uploads', row.storageName)).metadata();
      expect(metadata.width).toBe(metadata.height);
      expect(`image/${metadata.format}`).toBe(row.mime);
    }
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'profile-images'))).toHaveLength(
      withImages.length,
    );
    expect(await ctx.db.$count(users)).toBeGreaterThan(withImages.length);
  });
});
