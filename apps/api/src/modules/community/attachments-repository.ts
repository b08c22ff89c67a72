import { count, eq, sql } from 'drizzle-orm';
import { files, postAttachments, posts, type NewFileRow } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/**
 * Locks the post row until the transaction ends (two uploads to one post cannot both pass the limit) and
 * returns how many attachments it has, or null when there is no such post.
 */
export const lockPostAttachments = async (db: Queryable, postId: number) => {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('no key update');
  if (!post) return null;
  const [row] = await db
    .select({ count: count(), last: sql<number>`coalesce(max(${postAttachments.position}), -1)` })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId));
  return { count: row?.count ?? 0, lastPosition: Number(row?.last ?? -1) };
};

/** Inserts the files rows and attaches them after the post's existing attachments. */
export const insertAttachments = async (
  db: Queryable,
  postId: number,
  fileRows: NewFileRow[],
  afterPosition: number,
) => {
  const inserted = await db.insert(files).values(fileRows).returning();
  if (inserted.length > 0) {
    await db
      .insert(postAttachments)
      .values(
        inserted.map((file, index) => ({ fileId: file.id, postId, position: afterPosition + 1 + index })),
      );
  }
  return inserted;
};
