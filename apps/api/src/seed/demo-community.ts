import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { files, postAttachments, postComments, postLikes, posts, users } from '../db/schema/index.js';
import type { FileStorage } from '../storage/index.js';
import { firstActiveAdmin } from './ensure-admin.js';
import { demoPosts, type DemoAuthor } from './demo-community-data.js';
import { renderDemoPostImage } from './demo-community-images.js';
import type { StoredImage } from './demo-image-files.js';
import { claimSeed, isSeeded } from './seed-once.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SEED_KEY = 'demo-community';

const storeImages = async (storage: FileStorage): Promise<StoredImage[][]> => {
  const stored: StoredImage[][] = [];
  for (const post of demoPosts) {
    const images: StoredImage[] = [];
    for (const image of post.images ?? []) {
      const rendered = await renderDemoPostImage(image);
      const storageName = `post-attachments/${randomUUID()}.${rendered.extension}`;
      await storage.put(storageName, rendered.data, rendered.mime);
      images.push({
        storageName,
        fullPath: storage.publicPath(storageName),
        originalName: rendered.originalName,
        mime: rendered.mime,
        size: rendered.data.length,
      });
    }
    stored.push(images);
  }
  return stored;
};

/** The admin and the active demo users by first name; a missing author falls back to the admin. */
const loadAuthors = async (db: Database) => {
  const admin = await firstActiveAdmin(db);
  const appUsers = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(500);
  const byName = new Map(appUsers.map((user) => [user.firstName ?? '', user.id]));
  const idOf = (author: DemoAuthor) => (author === 'admin' ? admin?.id : (byName.get(author) ?? admin?.id));
  return { adminId: admin?.id, likerIds: appUsers.map((user) => user.id), idOf };
};

/**
 * Loads about sixty demo posts (every type, announcements by the admin) with comment threads, likes and
 * generated image attachments, once: the seed-state row is claimed in the same transaction. Needs an admin
 * (ensured before seeding). Images are stored first and removed again if the database part does not happen.
 * Returns how many posts were inserted.
 */
export const seedDemoCommunity = async (
  db: Database,
  storage: FileStorage,
  log?: { info: (message: string) => void },
  now = Date.now(),
): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  const { adminId, likerIds, idOf } = await loadAuthors(db);
  if (adminId === undefined) return 0;

  let stored: StoredImage[][] = [];
  let inserted = 0;
  try {
    stored = await storeImages(storage);
    inserted = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, SEED_KEY, { count: demoPosts.length }))) return 0;
      // Oldest first, so ids grow with time as they would in a real community.
      const order = [...demoPosts.keys()].sort(
        (a, b) => (demoPosts[b]?.daysAgo ?? 0) - (demoPosts[a]?.daysAgo ?? 0),
      );
      for (const index of order) {
        const post = demoPosts[index]!;
        const createdAt = new Date(now - post.daysAgo * DAY_MS - (index % 9) * HOUR_MS - 3 * HOUR_MS);
        const comments = post.comments ?? [];
        const likers = likerIds.slice(index % 5, (index % 5) + post.likes);
        const [row] = await tx
          .insert(posts)
          .values({
            authorId: idOf(post.author) ?? adminId,
            content: post.content,
            type: post.type,
            likesCount: likers.length,
            commentsCount: comments.length,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: posts.id });
        if (!row) throw new Error('A demo post was not inserted');
        const step = Math.min(2 * HOUR_MS, (now - createdAt.getTime()) / (comments.length + 1));
        if (comments.length > 0) {
          await tx.insert(postComments).values(
            comments.map((comment, position) => {
              const at = new Date(createdAt.getTime() + (position + 1) * step);
              return {
                postId: row.id,
                authorId: idOf(comment.author) ?? adminId,
                content: comment.content,
                createdAt: at,
                updatedAt: at,
              };
            }),
          );
        }
        if (likers.length > 0) {
          await tx.insert(postLikes).values(
            likers.map((userId, position) => ({
              postId: row.id,
              userId,
              createdAt: new Date(createdAt.getTime() + (position + 1) * MINUTE_MS),
            })),
          );
        }
        const images = stored[index] ?? [];
        if (images.length > 0) {
          const fileRows = await tx
            .insert(files)
            .values(images.map((image) => ({ ...image, createdAt })))
            .returning({ id: files.id });
          await tx
            .insert(postAttachments)
            .values(fileRows.map((file, position) => ({ fileId: file.id, postId: row.id, position })));
        }
      }
      return demoPosts.length;
    });
  } finally {
    if (inserted === 0) {
      await Promise.all(stored.flat().map((image) => storage.remove(image.storageName)));
    }
  }
  if (inserted > 0) {
    const imageCount = stored.flat().length;
    log?.info(`Demo community: ${inserted} posts (${imageCount} images)`);
  }
  return inserted;
};
