import { eq, sql } from 'drizzle-orm';
import { communityMessages } from '@coachboard/contract';
import { postComments, postCommentsWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { updateCommentContent } from './comments-repository.js';
import { TEXT_NAME_LENGTH, textName } from './post-record.js';

const readComment = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ content: postComments.content, postId: postComments.postId, authorId: postComments.authorId })
    .from(postComments)
    .where(eq(postComments.id, id));
  if (!row) return null;
  return {
    name: textName(row.content),
    fields: { content: row.content, post_id: row.postId, author_id: row.authorId },
  };
};

const lockComment = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: postComments.id })
    .from(postComments)
    .where(eq(postComments.id, id))
    .for('update');
  return rows.length > 0;
};

/**
 * Moves the posts' comments_count by `sign` for each of these comments (grouped: one UPDATE). Their posts may
 * be in the trash themselves, so the table is read past the view.
 */
const countCommentsOnPosts = async (db: Queryable, ids: number[], sign: 1 | -1) => {
  await db.execute(sql`
    update posts_with_trash p
    set comments_count = greatest(p.comments_count + ${sign} * c.n, 0)
    from (
      select post_id, count(*)::int as n from post_comments_with_trash
      where id = any(${bigintArray(ids)}) group by post_id
    ) c
    where p.id = c.post_id`);
};

const postsOfComments = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string | number; post_id: string | number }>(sql`
    select id, post_id from post_comments_with_trash where id = any(${bigintArray(ids)})`);
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.post_id)]));
};

/**
 * A comment as the audit log and the trash see it (trash-undo-audit 1.4): its post's comments_count counts
 * live comments only, one less while it is in the trash. A comment of a trashed post comes back hidden with it.
 */
export const commentRecord = recordType({
  type: 'comment',
  read: readComment,
  lock: lockComment,
  revert: async (tx, id, fields) => {
    if (typeof fields.content !== 'string') return;
    const current = await readComment(tx, id);
    if (!current) throw notFound(communityMessages.commentNotFound);
    await updateCommentContent(tx, current.fields.post_id, id, fields.content);
  },
  trash: {
    table: postCommentsWithTrash,
    name: sql`left(${postCommentsWithTrash.content}, ${sql.raw(String(TEXT_NAME_LENGTH))})`,
    deletedWith: 'community.deleteComment',
    parent: { type: 'post', of: postsOfComments },
    afterTrash: (tx, ids) => countCommentsOnPosts(tx, ids, -1),
    afterRestore: (tx, ids) => countCommentsOnPosts(tx, ids, 1),
  },
});
