import { eq, sql } from 'drizzle-orm';
import { communityMessages } from '@coachboard/contract';
import { posts, postsWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { updatePostContent } from './posts-repository.js';

/** The first 80 characters of a post or comment: how the audit log and the trash name it. */
export const TEXT_NAME_LENGTH = 80;
export const textName = (content: string) => content.slice(0, TEXT_NAME_LENGTH);

/** A post's audited fields under their API names; the counters are not (likes and comments say so themselves). */
const readPost = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ content: posts.content, type: posts.type, authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, id));
  if (!row) return null;
  return {
    name: textName(row.content),
    fields: { content: row.content, type: row.type, author_id: row.authorId },
  };
};

const lockPost = async (db: Queryable, id: number) => {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, id)).for('no key update');
  return rows.length > 0;
};

/** What goes to the trash with each post: its live comments, its likes and its attachments. */
const postContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{
    id: string | number;
    comments: number;
    likes: number;
    attachments: number;
  }>(sql`
    select p.id,
      (select count(*)::int from post_comments c where c.post_id = p.id) as comments,
      (select count(*)::int from post_likes l where l.post_id = p.id) as likes,
      (select count(*)::int from post_attachments a where a.post_id = p.id) as attachments
    from posts_with_trash p where p.id = any(${bigintArray(ids)})`);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      { comments: Number(row.comments), likes: Number(row.likes), attachments: Number(row.attachments) },
    ]),
  );
};

/** The attachment files rows of posts (removed at purge; the files trigger sweeps the stored objects). */
export const postAttachmentFileIds = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ file_id: string | number }>(sql`
    select file_id from post_attachments where post_id = any(${bigintArray(ids)})`);
  return result.rows.map((row) => Number(row.file_id));
};

/**
 * The post as the audit log and the trash see it (trash-undo-audit 1.4): comments, likes and attachments go
 * with it.
 */
export const postRecord = recordType({
  type: 'post',
  read: readPost,
  lock: lockPost,
  revert: async (tx, id, fields) => {
    if (typeof fields.content !== 'string') return;
    if (!(await updatePostContent(tx, id, fields.content))) throw notFound(communityMessages.postNotFound);
  },
  trash: {
    table: postsWithTrash,
    name: sql`left(${postsWithTrash.content}, ${sql.raw(String(TEXT_NAME_LENGTH))})`,
    deletedWith: 'community.deletePost',
    goesWith: postContents,
    purgedFiles: postAttachmentFileIds,
  },
});
