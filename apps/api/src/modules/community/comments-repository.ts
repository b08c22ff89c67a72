import { and, eq, sql } from 'drizzle-orm';
import type { Comment } from '@coachboard/contract';
import { files, postComments, posts, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { equals } from '../../lib/list-filters.js';
import { pagedListTotalFirst } from '../../lib/paged-list.js';
import { authorColumns, toAuthor, type AuthorRow } from './community-mappers.js';

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  updatedAt: postComments.updatedAt,
  ...authorColumns,
};

interface CommentRowWithAuthor extends AuthorRow {
  id: number;
  postId: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

const toComment = (row: CommentRowWithAuthor): Comment => ({
  id: row.id,
  post_id: row.postId,
  content: row.content,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  author: toAuthor(row),
});

/** A post's comments, newest first, read from the end for a page in the second half. */
const commentList = pagedListTotalFirst({
  name: 'community_comments',
  table: postComments,
  key: postComments.id,
  columns: commentColumns,
  innerJoins: [{ table: users, on: eq(users.id, postComments.authorId) }],
  leftJoins: [{ table: files, on: eq(files.id, users.profileImageId) }],
  orderBy: { column: postComments.createdAt, direction: 'desc' },
  filters: { postId: equals<number>(postComments.postId) },
  readFromEnd: true,
});

/** A page of a post's comments, newest first; `total` is the post's maintained comments_count. */
export const findCommentsPage = async (
  db: Queryable,
  { postId, total, page, perPage }: { postId: number; total: number; page: number; perPage: number },
): Promise<Comment[]> => (await commentList.page(db, { postId }, { page, perPage, total })).map(toComment);

export const findComment = async (db: Queryable, postId: number, commentId: number) => {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(files, eq(files.id, users.profileImageId))
    .where(and(eq(postComments.postId, postId), eq(postComments.id, commentId)));
  return row ? toComment(row) : null;
};

/**
 * Counts one more comment on the post, locking its row until the transaction ends. Returns the new count,
 * or null when there is no such post.
 */
export const incrementCommentsCount = async (db: Queryable, postId: number) => {
  const [row] = await db
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, postId))
    .returning({ commentsCount: posts.commentsCount });
  return row?.commentsCount ?? null;
};

export const insertComment = async (
  db: Queryable,
  values: { postId: number; authorId: number; content: string },
) => {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  if (!row) throw new Error('Comment insert returned no row');
  return row.id;
};

/** Returns whether the comment existed on that post. */
export const updateCommentContent = async (
  db: Queryable,
  postId: number,
  commentId: number,
  content: string,
) => {
  const updated = await db
    .update(postComments)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(postComments.postId, postId), eq(postComments.id, commentId)))
    .returning({ id: postComments.id });
  return updated.length > 0;
};

/** The comment's author, for the author-or-admin rule; null when the comment is not on that post. */
export const findCommentAuthorId = async (db: Queryable, postId: number, commentId: number) => {
  const [row] = await db
    .select({ authorId: postComments.authorId })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), eq(postComments.id, commentId)));
  return row?.authorId ?? null;
};
