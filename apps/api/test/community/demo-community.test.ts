import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { postTypes } from '@coachboard/contract';
import { files, postAttachments, postComments, posts, users } from '../../src/db/schema/index.js';
import { seedDemoCommunity } from '../../src/seed/demo-community.js';
import { seedDemoUsers } from '../../src/seed/demo-users.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('seedDemoCommunity', () => {
  let ctx: TestApp;
  let inserted: number;
  let adminId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminId = (await createAdmin(ctx.db)).user.id;
    await seedDemoUsers(ctx.db);
    inserted = await seedDemoCommunity(ctx.db, storageForDataDir(ctx.dataDir));
  });
  afterAll(() => ctx.close());

  it('loads about sixty posts of every type over the last months; announcements by the admin', async () => {
    const rows = await ctx.db.select().from(posts);
    expect(inserted).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((post) => post.type))).toEqual(new Set(postTypes));
    expect(
      rows.filter((post) => post.type === 'announcement').every((post) => post.authorId === adminId),
    ).toBe(true);
    expect(new Set(rows.map((post) => post.authorId)).size).toBeGreaterThan(20);
    const ages = rows.map((post) => (Date.now() - post.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(3);
    expect(Math.max(...ages)).toBeGreaterThan(120);
  });

  it('keeps every count equal to its rows, with threads of ten comments and more', async () => {
    const mismatches = await ctx.db.execute(sql`
      select p.id from posts p
      where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)`);
    expect(mismatches.rows).toEqual([]);
    const threads = await ctx.db
      .select({ postId: postComments.postId, total: count() })
      .from(postComments)
      .groupBy(postComments.postId);
    expect(threads.filter((thread) => thread.total >= 10).length).toBeGreaterThanOrEqual(3);
    const counters = await ctx.db.execute<{ type: string; count: string }>(
      sql`select * from post_type_counts`,
    );
    for (const row of counters.rows) {
      const [actual] = await ctx.db
        .select({ total: count() })
        .from(posts)
        .where(eq(posts.type, row.type as never));
      expect(Number(row.count)).toBe(actual!.total);
    }
  });

  it('comments come from demo users and follow their post', async () => {
    const rows = await ctx.db
      .select({ comment: postComments.createdAt, post: posts.createdAt, role: users.role })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .innerJoin(users, eq(users.id, postComments.authorId));
    expect(rows.every((row) => row.comment > row.post && row.comment.getTime() <= Date.now())).toBe(true);
    expect(rows.filter((row) => row.role === 'user').length).toBeGreaterThan(rows.length / 2);
  });

  it('attaches real generated images to some posts', async () => {
    const attached = await ctx.db
      .select({ postId: postAttachments.postId, storageName: files.storageName, mime: files.mime })
      .from(postAttachments)
      .innerJoin(files, eq(files.id, postAttachments.fileId));
    expect(attached.length).toBeGreaterThanOrEqual(10);
    expect(new Set(attached.map((row) => row.mime))).toEqual(new Set(['image/png', 'image/jpeg']));
    expect(new Set(attached.map((row) => row.postId)).size).toBeLessThan(inserted);
    for (const row of attached.slice(0, 4)) {
      const metadata = await sharp(
        fs.readFileSync(path.join(ctx.dataDir, 'uploads', row.storageName)),
      ).metadata();
      expect(metadata.format).toBe(row.mime === 'image/png' ? 'png' : 'jpeg');
    }
  });

  it('never seeds twice', async () => {
    expect(await seedDemoCommunity(ctx.db, storageForDataDir(ctx.dataDir))).toBe(0);
    const [all] = await ctx.db.select({ total: count() }).from(posts);
    expect(all!.total).toBe(inserted);
  });
});
